import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { makeStore } from '../../app/store';
import { auftraegeApi } from '../auftraege/auftraegeApi';
import { prefetchVertragData } from './prefetchData';
import { API } from './test/state';

const calls: string[] = [];
const server = setupServer(
  http.get(`${API}user/vorgaenge`, () => {
    calls.push('vorgaenge');
    return HttpResponse.json({ vorgaenge: [] });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
});
afterAll(() => server.close());

test('a prefetch of a contract page loads its running requests once into the cache', async () => {
  const store = makeStore();
  prefetchVertragData(store.dispatch);
  // a second hover while the answer is on its way sends nothing again
  prefetchVertragData(store.dispatch);
  await store.dispatch(auftraegeApi.endpoints.vorgaenge.initiate(undefined, { subscribe: false }));
  expect(auftraegeApi.endpoints.vorgaenge.select()(store.getState()).data).toEqual([]);
  expect(calls).toEqual(['vorgaenge']);
});
