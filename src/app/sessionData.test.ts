/**
 * What the store keeps of a customer, checked on the app's real store: the account fills every slice that
 * holds customer data (first contract decides the organisation customer id, spec §4), and both ways a
 * session ends leave none of it behind, API caches included.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { portalApi } from '../api/portalApi';
import { orderApi } from '../api/orderApi';
import { accountLoaded, loggedOut, sessionExpired } from '../features/session/sessionEvents';
import { specialOfferSeen } from '../features/specialOffer/specialOfferSlice';
import { bankdaten, loginResponse, vertrag } from '../../test/jest/fixtures';
import { makeStore } from './store';

const portalProbe = portalApi.injectEndpoints({
  endpoints: (build) => ({ sessionDataProbe: build.query<unknown, void>({ query: () => 'probe' }) }),
});
const orderProbe = orderApi.injectEndpoints({
  endpoints: (build) => ({ sessionDataOrderProbe: build.query<unknown, void>({ query: () => 'probe' }) }),
});

const server = setupServer(
  http.get('*/kundenportal-api/probe', () => HttpResponse.json({ iban: 'DE89370400440532013000' })),
  http.get('*/probe', () => HttpResponse.json({ product: 'Glasfaser 500' })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const contracts = [
  vertrag({ contractId: 'V-20', customerId: 'K-200' }),
  vertrag({ contractId: 'V-10', customerId: 'K-100' }),
  vertrag({ contractId: 'V-30', customerId: 'K-300' }),
];
const offer = { contractId: 'V-10', seen: false } as never;

async function storeWithCustomer() {
  const store = makeStore();
  store.dispatch(
    accountLoaded({
      source: 'login',
      data: loginResponse({
        kundenprodukte: contracts,
        bankdaten: [bankdaten('2024-01-01'), bankdaten('2030-01-01', 'DE02120300000000202051')],
        kundenspezialangebot: offer,
      }),
    }),
  );
  await store.dispatch(portalProbe.endpoints.sessionDataProbe.initiate());
  await store.dispatch(orderProbe.endpoints.sessionDataOrderProbe.initiate());
  return store;
}

it('takes the organisation customer id and the first contract id from the first contract, not any other', async () => {
  const store = await storeWithCustomer();
  const { contracts: state } = store.getState();
  expect(state.organisationCustomerId).toBe('K-200');
  expect(state.firstContractId).toBe('V-20');
  expect(state.list.map((c) => c.contractId)).toEqual(['V-20', 'V-10', 'V-30']);
});

it('holds the bank data, the special offer and both API caches while logged in', async () => {
  const store = await storeWithCustomer();
  store.dispatch(specialOfferSeen());
  const state = store.getState();
  expect(state.bankdaten.list).toHaveLength(2);
  expect(state.specialOffer.offer).toEqual({ contractId: 'V-10', seen: true });
  expect(Object.keys(state[portalApi.reducerPath].queries)).not.toHaveLength(0);
  expect(Object.keys(state[orderApi.reducerPath].queries)).not.toHaveLength(0);
});

it.each([
  ['logout', () => loggedOut()],
  ['session expiry', () => sessionExpired({ redir: '/private/dashboard/startseite' })],
])('%s leaves no customer data in any slice or cache', async (_name, end) => {
  const store = await storeWithCustomer();
  store.dispatch(end());
  const state = store.getState();
  expect(state.session.kundendaten).toBeNull();
  expect(state.contracts).toEqual({
    list: [],
    organisationCustomerId: null,
    firstContractId: null,
    produktpruefungen: {},
    noBundleContractId: null,
  });
  expect(state.bankdaten.list).toEqual([]);
  expect(state.specialOffer.offer).toBeNull();
  expect(state[portalApi.reducerPath].queries).toEqual({});
  expect(state[orderApi.reducerPath].queries).toEqual({});
  expect(JSON.stringify(state)).not.toMatch(/DE89370400440532013000|Glasfaser 500|K-200/);
});
