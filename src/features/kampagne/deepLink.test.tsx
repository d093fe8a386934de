import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { companionCalls } from '../../../test/jest/companionCalls';
import { renderApp } from '../../../test/jest/render';
import { kundendaten, vertrag } from '../../../test/jest/fixtures';
import { makeStore } from '../../app/store';
import { consentChosen, createInitialSessionState } from '../session/sessionSlice';
import { initialContractsState } from '../eligibility/contractsSlice';
import { PRODUCT_TYPE } from '../../config/constants';
import { rememberRouted } from './campaignMemory';
import { deepLinkEntered, resetTrackedEntries } from './deepLinkThunks';

const API = 'http://localhost/kundenportal-api';
const bodies: Array<{ url: string; body: Record<string, unknown> }> = [];
let nextId = 41;
const server = setupServer(
  http.post(`${API}/tracking`, async ({ request }) => {
    bodies.push({ url: 'tracking', body: (await request.json()) as Record<string, unknown> });
    return HttpResponse.json({ id: nextId++ });
  }),
  http.post(`${API}/tracking/kampagne`, async ({ request }) => {
    bodies.push({ url: 'tracking/kampagne', body: (await request.json()) as Record<string, unknown> });
    return HttpResponse.json({ success: true });
  }),
  ...companionCalls,
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  bodies.length = 0;
  nextId = 41;
  resetTrackedEntries();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The visitor accepted tracking (§ 25 TDDDG: nothing leaves before that). */
const ACCEPTED = { decided: true, statistik: true, marketing: true };
const accepted = (overrides: Parameters<typeof createInitialSessionState>[0] = {}) =>
  createInitialSessionState({ consent: ACCEPTED, ...overrides });

test('tracking ids chain: each call sends the previous answer id', async () => {
  const store = makeStore({ session: accepted() });
  await store.dispatch(deepLinkEntered({ campaign: 'umzug', kampagne: 'sommer', path: '/umzug' }));
  await store.dispatch(deepLinkEntered({ campaign: 'umzug', kampagne: null, path: '/umzug' }));
  expect(bodies).toEqual([
    {
      url: 'tracking',
      body: {
        kundennummer: null,
        previous_tracking_id: null,
        kampagne: 'sommer',
        ereignis: 'Einsprung App mit Deeplink',
        path: '/umzug',
      },
    },
    { url: 'tracking/kampagne', body: { kampagne: 'sommer', path: '/umzug', previous_tracking_id: 41 } },
    {
      url: 'tracking',
      body: {
        kundennummer: null,
        previous_tracking_id: 41,
        kampagne: null,
        ereignis: 'Einsprung App mit Deeplink',
        path: '/umzug',
      },
    },
    { url: 'tracking/kampagne', body: { kampagne: 'umzug', path: '/umzug', previous_tracking_id: 42 } },
  ]);
});

test('a failing tracking call is only logged', async () => {
  server.use(http.post(`${API}/tracking`, () => HttpResponse.json({ message: 'x' }, { status: 500 })));
  const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const store = makeStore({ session: accepted() });
  await store.dispatch(deepLinkEntered({ campaign: 'umzug', kampagne: 'k', path: '/umzug' }));
  expect(spy).toHaveBeenCalled();
  expect(store.getState().tracking.previousTrackingId).toBeNull();
  spy.mockRestore();
});

test('before the consent choice nothing is sent; „Akzeptieren“ sends the waiting entry, „Ablehnen“ drops it', async () => {
  const waiting = makeStore();
  await waiting.dispatch(deepLinkEntered({ campaign: 'umzug', kampagne: 'sommer', path: '/umzug' }));
  expect(bodies).toEqual([]);
  waiting.dispatch(consentChosen({ statistik: true, marketing: true }));
  await waitFor(() => expect(bodies.map((b) => b.url)).toEqual(['tracking', 'tracking/kampagne']));
  expect(waiting.getState().tracking.held).toEqual([]);

  bodies.length = 0;
  const declining = makeStore();
  await declining.dispatch(deepLinkEntered({ campaign: 'umzug', kampagne: 'sommer', path: '/umzug' }));
  declining.dispatch(consentChosen({ statistik: false, marketing: false }));
  await declining.dispatch(deepLinkEntered({ campaign: 'umzug', kampagne: 'herbst', path: '/umzug' }));
  expect(declining.getState().tracking.held).toEqual([]);
  expect(bodies).toEqual([]);
});

test('anonymous visitor: entry tracked, then sent to login with redir back to the deep link', async () => {
  const { router } = renderApp('/treueangebot?kampagne=herbst', {
    preloadedState: { session: accepted({ status: 'loggedOut' }) },
  });
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(new URLSearchParams(router.state.location.search).get('redir')).toBe('/treueangebot?kampagne=herbst');
  await waitFor(() => expect(bodies).toHaveLength(2));
  expect(bodies[0].body).toMatchObject({ kundennummer: null, kampagne: 'herbst', path: '/treueangebot' });
  // the login says which offer waits (it used to be a bare login)
  expect(
    await screen.findByText(
      'Ihr Angebot „Treueangebot“ wartet auf Sie: Bitte melden Sie sich an, danach zeigen wir es Ihnen.',
    ),
  ).toBeInTheDocument();
});

test.each([
  ['/login?redir=%2Fprivate%2Fdashboard%2Frechnungen', false],
  ['/login', false],
])('login without a campaign in redir (%s) names no offer', async (path) => {
  renderApp(path, { preloadedState: { session: createInitialSessionState({ status: 'loggedOut' }) } });
  await screen.findByRole('button', { name: 'Anmelden' });
  expect(screen.queryByText(/wartet auf Sie/)).not.toBeInTheDocument();
});

test('logged-in customer: routed into the loyalty order of the no-bundle contract', async () => {
  server.use(
    http.get('http://localhost/order-api/v1/produktpruefung', ({ request }) => {
      const nr = new URL(request.url).searchParams.get('produktnummer');
      return HttpResponse.json({ matchByClientId: true, produktnummer: nr, produktart: PRODUCT_TYPE.FESTNETZ_DSL });
    }),
  );
  const list = [
    vertrag({ contractId: 'V-1', TEAGCustomerId: 'B-1' }),
    vertrag({ contractId: 'V-2', TEAGCustomerId: '' }),
  ];
  const { router } = renderApp('/treueangebot?kampagne=herbst', {
    preloadedState: {
      session: accepted({ status: 'loggedIn', kundendaten: kundendaten() }),
      contracts: { ...initialContractsState, list, firstContractId: 'V-1', organisationCustomerId: 'K-1' },
    },
  });
  expect(await screen.findByText('Wir suchen das passende Angebot für Sie …')).toBeInTheDocument();
  await waitFor(() =>
    expect(router.state.location.pathname).toBe('/private/dashboard/vertrag-detail/V-2/treueangebot_bestellung'),
  );
  const q = new URLSearchParams(router.state.location.search);
  expect(q.get('downgradeAllowed')).toBe('false');
  expect(q.get('clientId')).toBe('Kundenportal Treueangebot');
  expect(bodies[0].body).toMatchObject({ kundennummer: '1000001', kampagne: 'herbst' });
});

describe('the campaign carried by the backend (GET user/current kampagnendaten)', () => {
  const treueKampagne = { kampagne: 'herbst', path: '/treueangebot' };
  beforeEach(() => {
    window.localStorage.clear();
    server.use(
      http.get('http://localhost/order-api/v1/produktpruefung', ({ request }) => {
        const nr = new URL(request.url).searchParams.get('produktnummer');
        return HttpResponse.json({ matchByClientId: true, produktnummer: nr, produktart: PRODUCT_TYPE.FESTNETZ_DSL });
      }),
      http.get(`${API}/portal/vertraege.json`, () => HttpResponse.json([])),
      http.get('http://localhost/portal/vertraege.json', () => HttpResponse.json([])),
    );
  });
  const openWithCarriedCampaign = () =>
    renderApp('/private/dashboard/vertraege/list', {
      preloadedState: {
        session: createInitialSessionState({
          status: 'loggedIn',
          kundendaten: kundendaten(),
          kampagnendaten: treueKampagne,
        }),
        contracts: {
          ...initialContractsState,
          list: [vertrag({ contractId: 'V-2', TEAGCustomerId: '' })],
          firstContractId: 'V-2',
          organisationCustomerId: 'K-1',
        },
      },
    });

  test('resumes a campaign opened before the login (not routed yet)', async () => {
    const { router } = openWithCarriedCampaign();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/private/dashboard/vertrag-detail/V-2/treueangebot_bestellung'),
    );
  });

  test('an entry the deep-link page has already routed does not take over a reload or a new tab', async () => {
    rememberRouted(treueKampagne);
    const { router, store } = openWithCarriedCampaign();
    await waitFor(() => expect(store.getState().session.kampagnendaten).toBeNull());
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(router.state.location.pathname).toBe('/private/dashboard/vertraege/list');
  });
});
