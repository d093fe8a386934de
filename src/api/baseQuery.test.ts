import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { portalApi } from './portalApi';
import { orderApi } from './orderApi';
import { withIdempotencyKey } from './idempotency';
import { makeStore } from '../app/store';
import { registerNavigate } from '../app/navigation';
import { accountLoaded, sessionExpired } from '../features/session/sessionEvents';
import { loginResponse } from '../../test/jest/fixtures';

const api = portalApi.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown, string>({ query: (name) => `probe/${name}` }),
  }),
});
const order = orderApi.injectEndpoints({
  endpoints: (build) => ({
    orderProbe: build.query<unknown, void>({ query: () => 'probe' }),
    orderWrite: build.mutation<unknown, object>({ query: (body) => ({ url: 'probe', method: 'POST', body }) }),
  }),
});
const write = portalApi.injectEndpoints({
  endpoints: (build) => ({
    portalWrite: build.mutation<unknown, object>({ query: (body) => ({ url: 'probe', method: 'PUT', body }) }),
  }),
});

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function loggedInStore() {
  const store = makeStore();
  store.dispatch(accountLoaded({ source: 'login', data: loginResponse() }));
  return store;
}

describe('the shared baseQuery', () => {
  it('ends the session once and navigates once for concurrent 401s', async () => {
    server.use(
      http.get('http://localhost/kundenportal-api/probe/:name', () =>
        HttpResponse.json({ message: 'Sitzung abgelaufen' }, { status: 401 }),
      ),
    );
    const store = loggedInStore();
    const navigate = jest.fn();
    registerNavigate(navigate);
    window.history.replaceState(null, '', '/kundenportal/private/dashboard/rechnungen/rechnungen?jahr=2026');

    await Promise.all(['a', 'b', 'c'].map((n) => store.dispatch(api.endpoints.probe.initiate(n))));

    expect(store.getState().session.status).toBe('expired');
    expect(store.getState().session.status).not.toBe('loggedIn');
    expect(store.getState().session.kundendaten).toBeNull();
    expect(store.getState().contracts.list).toEqual([]);
    // the listener navigates once per session/expired action: once means one logout
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith(
      '/login/session-expired?redir=%2Fprivate%2Fdashboard%2Frechnungen%2Frechnungen%3Fjahr%3D2026',
      { replace: true },
    );
    registerNavigate(null);
  });

  it('does not end a session that is not logged in (start-up load handles its own failure)', async () => {
    server.use(
      http.get('http://localhost/kundenportal-api/probe/:name', () => new HttpResponse(null, { status: 401 })),
    );
    const store = makeStore();
    const navigate = jest.fn();
    registerNavigate(navigate);
    await store.dispatch(api.endpoints.probe.initiate('a'));
    expect(navigate).not.toHaveBeenCalled();
    expect(store.getState().session.status).toBe('unknown');
    registerNavigate(null);
  });

  it('sends cookies to the portal backend and never to the order backend', async () => {
    const credentials: Record<string, RequestCredentials> = {};
    server.use(
      http.get('http://localhost/kundenportal-api/probe/:name', ({ request }) => {
        credentials.portal = request.credentials;
        return HttpResponse.json({});
      }),
      http.get('http://localhost/order-api/v1/probe', ({ request }) => {
        credentials.order = request.credentials;
        return HttpResponse.json({});
      }),
    );
    const store = loggedInStore();
    await store.dispatch(api.endpoints.probe.initiate('c'));
    await store.dispatch(order.endpoints.orderProbe.initiate());
    expect(credentials).toEqual({ portal: 'include', order: 'omit' });
  });

  it('every write names the shown account and carries an Idempotency-Key, on both backends', async () => {
    const seen: Array<{ account: string | null; key: string | null; body: unknown }> = [];
    const record = async ({ request }: { request: Request }) => {
      seen.push({
        account: request.headers.get('X-Kundennummer'),
        key: request.headers.get('Idempotency-Key'),
        body: await request.json(),
      });
      return HttpResponse.json({});
    };
    server.use(
      http.put('http://localhost/kundenportal-api/probe', record),
      http.post('http://localhost/order-api/v1/probe', record),
    );
    const store = loggedInStore();
    const number = store.getState().session.kundendaten?.number;
    await store.dispatch(write.endpoints.portalWrite.initiate({ a: 1 }));
    await store.dispatch(order.endpoints.orderWrite.initiate({ b: 2 }));
    await store.dispatch(order.endpoints.orderWrite.initiate(withIdempotencyKey({ c: 3 }, 'repeat-1')));
    await store.dispatch(order.endpoints.orderWrite.initiate(withIdempotencyKey({ c: 3 }, 'repeat-1')));
    expect(seen.map((x) => x.account)).toEqual([number, number, number, number]);
    const keys = seen.map((x) => x.key ?? '');
    expect(new Set(keys.slice(0, 2)).size).toBe(2);
    expect(keys.slice(0, 2).every((k) => /^[0-9a-f-]{32,36}$/.test(k))).toBe(true);
    expect(keys.slice(2)).toEqual(['repeat-1', 'repeat-1']);
    // the key is not part of the body
    expect(seen[2].body).toEqual({ c: 3 });
  });

  it('a 401 from the order backend does not end the session', async () => {
    server.use(http.get('http://localhost/order-api/v1/probe', () => new HttpResponse(null, { status: 401 })));
    const store = loggedInStore();
    await store.dispatch(order.endpoints.orderProbe.initiate());
    expect(store.getState().session.status).toBe('loggedIn');
  });

  it('session/expired keeps the consent choice', () => {
    const store = loggedInStore();
    store.dispatch({ type: 'session/consentChosen', payload: { statistik: true, marketing: false } });
    store.dispatch(sessionExpired({ redir: '/x' }));
    expect(store.getState().session.consent).toEqual({ decided: true, statistik: true, marketing: false });
    expect(store.getState().session.expiredRedir).toBe('/x');
  });
  it('reads an answer’s body once (fetchBodyOnce): the data parsed, a broken answer a parsing error', async () => {
    server.use(
      http.get('http://localhost/kundenportal-api/probe/:name', ({ params }) =>
        params.name === 'kaputt'
          ? new HttpResponse('<html>Wartung</html>', { status: 200, headers: { 'Content-Type': 'text/html' } })
          : HttpResponse.json({ liste: [1, 2, 3] }),
      ),
    );
    const store = makeStore();
    const read = await store.dispatch(api.endpoints.probe.initiate('gut'));
    expect(read.data).toEqual({ liste: [1, 2, 3] });
    // an answer that is no JSON is a parsing error, not a crash (its text is not kept: nothing shows it)
    const broken = await store.dispatch(api.endpoints.probe.initiate('kaputt'));
    expect(broken.error).toMatchObject({ status: 'PARSING_ERROR', originalStatus: 200 });
    expect((broken.error as { data?: unknown }).data).toBe('');
  });
});
