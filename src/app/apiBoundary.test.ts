/**
 * The API boundary end to end (real store, msw at the network level): unusable answers become typed
 * errors, 429 carries its wait time, the "other calls" of §7 live outside the portal API (no session end
 * on 401, no session activity), and a 401 during campaign routing ends the session instead of routing.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { makeStore } from './store';
import { registerNavigate } from './navigation';
import { kundendaten, loginResponse, vertrag } from '../../test/jest/fixtures';
import { authApi } from '../features/auth/authApi';
import { i18nApi } from '../features/auth/i18nApi';
import { editorialApi } from '../features/editorial/editorialApi';
import { ibanCheckApi } from '../features/bankdaten/bankdatenApi';
import { routeCampaign } from '../features/eligibility/routingThunks';
import { detectTechwechsel } from '../features/eligibility/checkThunks';
import { accountLoaded } from '../features/session/sessionEvents';
import { lastSessionActivity, markSessionActivity } from '../api/portalActivity';
import { UNUSABLE_ANSWER } from '../api/schemaFailure';

const API = 'http://localhost/kundenportal-api';
const ORDER = 'http://localhost/order-api/v1';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  registerNavigate(null);
  jest.restoreAllMocks();
});
afterAll(() => server.close());

function loggedInStore(overrides = {}) {
  const store = makeStore();
  store.dispatch(accountLoaded({ source: 'login', data: loginResponse(overrides) }));
  return store;
}

describe('answers at the boundary', () => {
  it('a login answer without customer data is a typed error with a German text, not a crash', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.post(`${API}/login`, () => HttpResponse.json({ kundenprodukte: [] })));
    const store = makeStore();
    const result = await store.dispatch(authApi.endpoints.login.initiate({ username: 'a', password: 'b' }));
    expect(result.error).toEqual({ status: 'CUSTOM_ERROR', error: UNUSABLE_ANSWER, data: { endpoint: 'login' } });
    expect(store.getState().session.status).not.toBe('loggedIn');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('login'), expect.anything());
  });

  it('the other reading of the account answer logs the customer in with normalised data', async () => {
    server.use(
      http.post(`${API}/login`, () =>
        HttpResponse.json({
          kundendaten: { number: 1000004, customerType: 2, firstname: 'Erik', extra: true },
          kundenprodukte: [{ contractId: 100001, customerId: 1000004, number: '1559713B327' }],
          rechnungen: [{ id: 1000001202611 }],
          meta: { schema: 'alt' },
        }),
      ),
    );
    const store = makeStore();
    await store.dispatch(authApi.endpoints.login.initiate({ username: 'firma', password: 'x' }));
    const state = store.getState();
    expect(state.session.kundendaten).toMatchObject({ number: '1000004', customerType: 'business' });
    expect(state.contracts).toMatchObject({ firstContractId: '100001', organisationCustomerId: '1000004' });
    expect(state.session.rechnungen[0].id).toBe('1000001202611');
  });

  it('429 carries the Retry-After seconds', async () => {
    server.use(
      http.post(`${API}/login`, () =>
        HttpResponse.json({ message: 'Zu viele Versuche' }, { status: 429, headers: { 'Retry-After': '300' } }),
      ),
    );
    const result = await makeStore().dispatch(authApi.endpoints.login.initiate({ username: 'a', password: 'b' }));
    expect(result.error).toEqual({ status: 429, data: { retryAfterSeconds: 300 } });
  });
});

describe('one slice per base URL (§7)', () => {
  it('a 401 from the editorial JSON, the i18n call or checkIban neither ends the session nor counts as activity', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      http.get('http://localhost/portal/startseite.json', () => new HttpResponse(null, { status: 401 })),
      http.get('http://localhost/bx-i18n-api/v1/lang/de', () => new HttpResponse(null, { status: 401 })),
      http.get('http://localhost/bestellen/checkIban.json', () => new HttpResponse(null, { status: 401 })),
    );
    const store = loggedInStore();
    const navigate = jest.fn();
    registerNavigate(navigate);
    await store.dispatch(editorialApi.endpoints.editorialCards.initiate('startseite'));
    await store.dispatch(i18nApi.endpoints.messages.initiate({ ts: 1 }));
    await store.dispatch(ibanCheckApi.endpoints.checkIban.initiate({ iban: 'DE89', bic: '' }));
    expect(store.getState().session.status).toBe('loggedIn');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('answered editorial and i18n calls do not restart the idle clock; portal calls do', async () => {
    server.use(
      http.get('http://localhost/portal/startseite.json', () => HttpResponse.json([])),
      http.get('http://localhost/bx-i18n-api/v1/lang/de', () => HttpResponse.json({})),
      http.get(`${API}/user/keepalive`, () => HttpResponse.json({ idleSeconds: 900 })),
    );
    const store = loggedInStore();
    markSessionActivity(1000);
    await store.dispatch(editorialApi.endpoints.editorialCards.initiate('startseite'));
    await store.dispatch(i18nApi.endpoints.messages.initiate({ ts: 2 }));
    expect(lastSessionActivity()).toBe(1000);
    await store.dispatch(authApi.endpoints.keepAlive.initiate());
    expect(lastSessionActivity()).toBeGreaterThan(1000);
  });
});

describe('401 during campaign routing (§4, §8)', () => {
  it('a 401 of gfpluskundenadressen ends the session; the routing yields no target', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(`${API}/gfpluskundenadressen`, () => HttpResponse.json({ message: 'x' }, { status: 401 })));
    const store = loggedInStore();
    const navigate = jest.fn();
    registerNavigate(navigate);
    window.history.replaceState(null, '', '/kundenportal/vertraghinzu-gfplus?kampagne=herbst');
    const target = await store.dispatch(routeCampaign({ campaign: 'vertraghinzu-gfplus' })).unwrap();
    expect(target).toBeNull();
    expect(store.getState().session.status).toBe('expired');
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login/session-expired?redir=%2Fvertraghinzu-gfplus%3Fkampagne%3Dherbst', {
      replace: true,
    });
  });
});

describe('technology detection follows the spec signals', () => {
  it('an answer without any signal asks GET produkte with technologie/techwechsel for the contract address', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${ORDER}/technologienundprodukte/technologie`, () => HttpResponse.json({ meta: {} })),
      http.get(`${ORDER}/produkte`, ({ request }) => {
        const q = new URL(request.url).searchParams;
        asked.push(`${q.get('technologie')}|${q.get('techwechsel')}|${q.get('contractAddressExternalId')}`);
        return HttpResponse.json({
          umzugWechsel: { code: 1 },
          produkte: q.get('technologie') === 'l2-bsa-ugglas' ? [{ id: 1, name: 'Glasfaser' }] : [],
        });
      }),
    );
    const store = makeStore();
    store.dispatch(
      accountLoaded({
        source: 'login',
        data: loginResponse({
          kundendaten: kundendaten({ customerType: 'business' }),
          kundenprodukte: [vertrag({ contractId: '100001', contractAddressExternalId: 'EXT-UGGLAS-0001' })],
        }),
      }),
    );
    const found = await store.dispatch(detectTechwechsel()).unwrap();
    expect(found).toEqual({ contractId: '100001', technologie: 'l2-bsa-ugglas' });
    expect(asked.sort()).toEqual(['ftth|true|EXT-UGGLAS-0001', 'l2-bsa-ugglas|true|EXT-UGGLAS-0001']);
  });
});

describe('customerType readings route deep links with the right kundentypId (§6)', () => {
  it.each([
    ['geschaeftlich', '2'],
    [2, '2'],
    ['2', '2'],
    ['business', '2'],
    [1, '1'],
    ['privat', '1'],
  ])('customerType %p → kundentypId %p', async (customerType, kundentypId) => {
    server.use(
      http.post(`${API}/login`, () =>
        HttpResponse.json({
          kundendaten: { number: 1000004, customerType },
          kundenprodukte: [
            { contractId: 100041, customerId: 1000004, number: '1559713B327', contractZipcode: '99084' },
          ],
        }),
      ),
      http.get(`${ORDER}/produktpruefung`, () =>
        HttpResponse.json({ matchByClientId: true, produktnummer: '1559713B327', produktart: '1559713B327' }),
      ),
    );
    const store = makeStore();
    await store.dispatch(authApi.endpoints.login.initiate({ username: 'firma', password: 'x' }));
    const target = await store.dispatch(routeCampaign({ campaign: 'mobilfunk-hinzubuchen' })).unwrap();
    expect(target).toMatchObject({ params: { id: '100041' }, query: { kundentypId } });
  });
});
