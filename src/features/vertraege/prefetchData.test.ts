import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { makeStore } from '../../app/store';
import { auftraegeApi } from '../auftraege/auftraegeApi';
import { editorialApi } from '../editorial/editorialApi';
import { prefetchVertragListData } from './prefetchData';
import { API } from './test/state';

const calls: string[] = [];
const server = setupServer(
  http.get(`${API}user/vorgaenge`, () => {
    calls.push('vorgaenge');
    return HttpResponse.json({ vorgaenge: [] });
  }),
  http.get('http://localhost/portal/vertraege.json', () => {
    calls.push('editorial');
    return HttpResponse.json([]);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
});
afterAll(() => server.close());

test('a prefetch of the contract list loads its running requests and editorial cards once into the caches', async () => {
  const store = makeStore();
  prefetchVertragListData(store.dispatch);
  // a second hover while the answers are on their way sends nothing again
  prefetchVertragListData(store.dispatch);
  await store.dispatch(auftraegeApi.endpoints.vorgaenge.initiate(undefined, { subscribe: false }));
  await store.dispatch(editorialApi.endpoints.editorialCards.initiate('vertraege', { subscribe: false }));
  expect(auftraegeApi.endpoints.vorgaenge.select()(store.getState()).data).toEqual([]);
  expect(calls.sort()).toEqual(['editorial', 'vorgaenge']);
});
