import { http, HttpResponse } from 'msw';
import { type SetupServer, setupServer } from 'msw/node';
import { companionCalls } from '../../../../test/jest/companionCalls';
import { vertrag } from '../../../../test/jest/fixtures';
import { API } from './state';

/** A DSL and a mobile contract: V-1 and V-2. */
export const contracts = [
  vertrag({ contractId: 'V-1' }),
  vertrag({ contractId: 'V-2', name: 'Mobilfunk Allnet M', category: 'mobilfunk' }),
];

/**
 * The mock backend of the contract pages' tests, started and reset around each test: no editorial cards and
 * nothing running ("Meine Aufträge", answered by the companion calls) unless a test says otherwise.
 */
export function useContractsServer(): SetupServer {
  const server = setupServer(
    http.get('http://localhost/portal/vertraege.json', () => HttpResponse.json([])),
    // the contract's „Widerruf von Aufträgen“: no order of the portal
    http.get(`${API}widerruf`, () => HttpResponse.json({ stand: '', auftraege: [] })),
    ...companionCalls,
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

const KUENDIGUNG_V1 = {
  referenz: 'K-1',
  art: 'kuendigung',
  vertragsId: 'V-1',
  zum: '2027-01-31',
  eingangAm: '2026-11-21T10:00:00.000Z',
  status: 'eingegangen',
};

/** user/vorgaenge answers with a cancellation of V-1 only once `answer()` is called. */
export function gatedVorgaenge(server: SetupServer) {
  let answer: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    answer = resolve;
  });
  const state = { asked: false, answer: () => answer() };
  server.use(
    http.get(`${API}user/vorgaenge`, async () => {
      state.asked = true;
      await gate;
      return HttpResponse.json({ vorgaenge: [KUENDIGUNG_V1] });
    }),
  );
  return state;
}
