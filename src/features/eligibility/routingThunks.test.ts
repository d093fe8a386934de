import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { legacy_configureStore } from 'redux-mock-store';
import { thunk } from 'redux-thunk';
import { makeStore } from '../../app/store';
import { CLIENT_IDS, PRODUCT_TYPE } from '../../config/constants';
import { kundendaten, vertrag } from '../../../test/jest/fixtures';
import { accountLoaded } from '../session/sessionEvents';
import { produktpruefungKey } from './contractsSlice';
import type { LoginResponse, Vertrag } from '../../api/types';
import { detectTechwechsel, loadProduktpruefungen } from './checkThunks';
import { routeCampaign } from './routingThunks';

const ORDER = 'http://localhost/order-api/v1';
const calls: string[] = [];
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
  jest.restoreAllMocks();
});
afterAll(() => server.close());

function storeWith(contracts: Vertrag[]) {
  const store = makeStore();
  const data = {
    kundendaten: kundendaten(),
    kundenprodukte: contracts,
    bankdaten: [],
    rechnungen: [],
    telefonkosten: [],
    zelos_vertragsdokumente: [],
    kundenspezialangebot: null,
    dev_kundenportal: false,
    session_idle_seconds: 900,
  } as LoginResponse;
  store.dispatch(accountLoaded({ source: 'login', data }));
  return store;
}

const contracts = Array.from({ length: 20 }, (_, i) =>
  vertrag({
    contractId: `V-${i}`,
    number: `N-${i}`,
    TEAGCustomerId: i === 5 || i === 7 ? '' : `B-${i}`,
    contractAddressExternalId: `EXT-${i}`,
  }),
);

function produktpruefungHandler(failFor: string[] = []) {
  let inFlight = 0;
  let maxInFlight = 0;
  const handler = http.get(`${ORDER}/produktpruefung`, async ({ request }) => {
    const url = new URL(request.url);
    const nr = url.searchParams.get('produktnummer')!;
    calls.push(`pp:${nr}`);
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    await delay(10);
    inFlight -= 1;
    if (failFor.includes(nr)) return HttpResponse.json({ message: 'kaputt' }, { status: 500 });
    return HttpResponse.json({ matchByClientId: true, produktnummer: nr, produktart: PRODUCT_TYPE.FESTNETZ_DSL });
  });
  return { handler, max: () => maxInFlight };
}

describe('product checks', () => {
  test('run concurrently with a cap, once per contract; the second routing makes no call', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const pp = produktpruefungHandler(['N-3']);
    server.use(pp.handler);
    const store = storeWith(contracts);
    const first = await store.dispatch(routeCampaign({ campaign: 'treueangebot' })).unwrap();
    expect(calls).toHaveLength(20);
    expect(pp.max()).toBeGreaterThan(1);
    expect(pp.max()).toBeLessThanOrEqual(8);
    expect(first).toMatchObject({ name: 'vertragdetail.treueangebot.bestellung', params: { id: 'V-5' } });
    expect(store.getState().contracts.noBundleContractId).toBe('V-5');
    // a failed check is stored as null, logged, and not asked again
    expect(store.getState().contracts.produktpruefungen[produktpruefungKey('V-3', CLIENT_IDS.treueangebot)]).toBeNull();
    expect(console.error).toHaveBeenCalled();

    calls.length = 0;
    const second = await store.dispatch(routeCampaign({ campaign: 'treueangebot' })).unwrap();
    expect(calls).toEqual([]);
    expect(second).toEqual(first);
  });

  test('the routing thunk dispatches checks, then the no-bundle mark, then resolves (redux-mock-store)', async () => {
    server.use(produktpruefungHandler().handler);
    const real = storeWith(contracts.slice(0, 2).map((c) => ({ ...c, TEAGCustomerId: '' })));
    const mockStore = legacy_configureStore([thunk as any])(real.getState());
    await (mockStore.dispatch as any)(loadProduktpruefungen({ clientId: CLIENT_IDS.treueangebot }));
    const types = mockStore
      .getActions()
      .map((a: { type: string }) => a.type)
      .filter((t: string) => !t.startsWith('orderApi/'));
    expect(types).toEqual([
      'eligibility/loadProduktpruefungen/pending',
      'contracts/produktpruefungLoaded',
      'contracts/produktpruefungLoaded',
      'contracts/noBundleContractFound',
      'eligibility/loadProduktpruefungen/fulfilled',
    ]);
  });
});

describe('technology detection', () => {
  test('first qualifying contract IN ORDER wins although a later one answers first; route stored, later contracts not started', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // V-1: ugglas after 120 ms; V-2: ftth at once; V-0 fails (counts as false); others take 200 ms
    server.use(
      http.get(`${ORDER}/technologienundprodukte/technologie`, async ({ request }) => {
        const url = new URL(request.url);
        const ext = url.searchParams.get('contractAddressExternalId')!;
        const tech = url.searchParams.get('technologie')!;
        calls.push(`${ext}:${tech}`);
        if (ext === 'EXT-0') return HttpResponse.json({ message: 'Fehler' }, { status: 500 });
        if (ext === 'EXT-1') {
          await delay(120);
          return HttpResponse.json({
            contractAddressExternalId: ext,
            technologie: tech,
            moeglich: tech === 'l2-bsa-ugglas',
          });
        }
        if (ext === 'EXT-2')
          return HttpResponse.json({ contractAddressExternalId: ext, technologie: tech, moeglich: tech === 'ftth' });
        await delay(200);
        return HttpResponse.json({ contractAddressExternalId: ext, technologie: tech, moeglich: false });
      }),
    );
    const store = storeWith(contracts);
    const result = await store.dispatch(detectTechwechsel()).unwrap();
    expect(result).toEqual({ contractId: 'V-1', technologie: 'l2-bsa-ugglas' });
    const list = store.getState().contracts.list;
    expect(list[1].techwechselRoute).toContain('/vertrag-detail/V-1/technupgrade_bestellung?');
    expect(list[1].techwechselRoute).toContain('technologie=l2-bsa-ugglas');
    expect(list[2].techwechselRoute).toBe('');
    // checked ahead concurrently (V-2 was asked before V-1 answered) …
    expect(calls).toContain('EXT-2:ftth');
    // … but contracts were not all started: the search stopped after the decision
    expect(calls.some((c) => c.startsWith('EXT-19:'))).toBe(false);

    calls.length = 0;
    const again = await store.dispatch(routeCampaign({ campaign: 'technologiewechsel' })).unwrap();
    expect(calls).toEqual([]);
    expect(again).toMatchObject({
      name: 'vertragdetail.technupgrade.bestellung',
      params: { id: 'V-1' },
      query: { technologie: 'l2-bsa-ugglas' },
    });
  });

  test('no contract qualifies → null, nothing stored', async () => {
    server.use(
      http.get(`${ORDER}/technologienundprodukte/technologie`, ({ request }) => {
        const url = new URL(request.url);
        return HttpResponse.json({
          contractAddressExternalId: url.searchParams.get('contractAddressExternalId'),
          technologie: url.searchParams.get('technologie'),
          moeglich: false,
        });
      }),
    );
    const store = storeWith(contracts.slice(0, 3));
    expect(await store.dispatch(detectTechwechsel()).unwrap()).toBeNull();
    expect(store.getState().contracts.list.every((c) => c.techwechselRoute === '')).toBe(true);
  });
});
