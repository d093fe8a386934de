import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { makeStore } from '../../app/store';
import { kundendaten, loginResponse } from '../../../test/jest/fixtures';
import { accountLoaded, loggedOut, sessionExpired, userLoadFailed } from '../session/sessionEvents';
import { lastSessionActivity, markSessionActivity } from '../session/sessionActivity';
import { isLogoutPending, sessionAccount, setLogoutPending } from '../session/sharedSession';
import { connectTabSync, openTabChannel, type TabChannel, type TabMessage } from './tabSync';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => localStorage.clear());

/** In-memory "BroadcastChannel": what one tab posts, every other tab receives. */
function channelHub() {
  const tabs = new Set<(message: TabMessage) => void>();
  const posted: TabMessage[] = [];
  const channel = (): TabChannel => {
    let own: ((message: TabMessage) => void) | null = null;
    return {
      post(message) {
        posted.push(message);
        for (const handler of tabs) if (handler !== own) handler(message);
      },
      listen(handler) {
        own = handler;
        tabs.add(handler);
        return () => tabs.delete(handler);
      },
      close: () => undefined,
    };
  };
  return { channel, posted };
}

function tab(hub: ReturnType<typeof channelHub>) {
  const store = makeStore();
  const leave = jest.fn();
  const disconnect = connectTabSync(store, { channel: hub.channel(), leave });
  return { store, leave, disconnect };
}

const asCustomer = (number: string) =>
  accountLoaded({ source: 'login', data: loginResponse({ kundendaten: kundendaten({ number }) }) });

describe('tabSync: tabs agree on the session', () => {
  let tabs: Array<ReturnType<typeof tab>> = [];
  afterEach(() => {
    for (const t of tabs) t.disconnect();
    tabs = [];
  });

  it('a login is announced with the customer number and remembered for every tab', () => {
    const hub = channelHub();
    const a = tab(hub);
    tabs.push(a);
    setLogoutPending(true);
    a.store.dispatch(asCustomer('1000001'));
    expect(hub.posted).toEqual([{ type: 'login', kundennummer: '1000001' }]);
    expect(sessionAccount()).toBe('1000001');
    expect(isLogoutPending()).toBe(false);
  });

  it('a logout in one tab ends the session in the other and sends it to the logged-out page', () => {
    const hub = channelHub();
    const a = tab(hub);
    const b = tab(hub);
    tabs.push(a, b);
    a.store.dispatch(asCustomer('1000001'));
    b.store.dispatch(asCustomer('1000001'));
    a.store.dispatch(loggedOut());
    expect(b.store.getState().session.kundendaten).toBeNull();
    expect(b.store.getState().session.status).toBe('loggedOut');
    expect(b.leave).toHaveBeenCalledWith('/logged-out');
    expect(sessionAccount()).toBeNull();
    // tab B applied a message: it does not announce the logout again
    expect(hub.posted.filter((m) => m.type === 'logout')).toHaveLength(1);
  });

  it("a logout before the tab's user load answered still ends the session in the other tabs", () => {
    const hub = channelHub();
    const a = tab(hub);
    const b = tab(hub);
    tabs.push(a, b);
    b.store.dispatch(asCustomer('1000001'));
    expect(a.store.getState().session.status).toBe('unknown');
    // logOut: pending until its state update
    setLogoutPending(true);
    a.store.dispatch(loggedOut());
    expect(b.store.getState().session.status).toBe('loggedOut');
    expect(b.leave).toHaveBeenCalledWith('/logged-out');
  });

  it("a start-up that finds no session does not end the other tabs' session", () => {
    const hub = channelHub();
    const a = tab(hub);
    const b = tab(hub);
    tabs.push(a, b);
    b.store.dispatch(asCustomer('1000001'));
    a.store.dispatch(userLoadFailed());
    expect(a.store.getState().session.status).toBe('loggedOut');
    expect(b.store.getState().session.status).toBe('loggedIn');
    expect(hub.posted.filter((m) => m.type === 'logout')).toHaveLength(0);
  });

  it('a tab on the login page stays there when another tab logs out', () => {
    const hub = channelHub();
    const a = tab(hub);
    const b = tab(hub);
    tabs.push(a, b);
    a.store.dispatch(asCustomer('1000001'));
    b.store.dispatch(loggedOut());
    b.leave.mockClear();
    a.store.dispatch(loggedOut());
    expect(b.leave).not.toHaveBeenCalled();
  });

  it('expiry reaches every tab', () => {
    const hub = channelHub();
    const a = tab(hub);
    const b = tab(hub);
    tabs.push(a, b);
    a.store.dispatch(asCustomer('1000001'));
    b.store.dispatch(asCustomer('1000001'));
    a.store.dispatch(sessionExpired({ redir: '/private/dashboard/startseite' }));
    expect(b.store.getState().session.status).toBe('expired');
    expect(hub.posted.filter((m) => m.type === 'expired')).toHaveLength(1);
  });

  it('a login as another customer makes a tab showing customer X drop X and load the session customer', async () => {
    server.use(
      http.get('http://localhost/kundenportal-api/user/current', () =>
        HttpResponse.json({
          ...loginResponse({ kundendaten: kundendaten({ number: '1000002' }) }),
          kampagnendaten: null,
        }),
      ),
    );
    const hub = channelHub();
    const a = tab(hub);
    const b = tab(hub);
    tabs.push(a, b);
    a.store.dispatch(asCustomer('1000001'));
    b.store.dispatch(asCustomer('1000002'));
    expect(a.store.getState().session.kundendaten).toBeNull();
    expect(a.store.getState().session.notice).toBe('accountSwitched');
    // the user load takes a few tasks (schema check and store update each in its own): wait for it, not a fixed time
    await waitFor(() => expect(a.store.getState().session.kundendaten?.number).toBe('1000002'));
  });
});

describe('tabSync: write guard', () => {
  it('a write from a tab showing another customer than the session is not sent', async () => {
    const puts: string[] = [];
    server.use(
      http.put('http://localhost/kundenportal-api/user/telefon', ({ request }) => {
        puts.push(request.headers.get('X-Kundennummer') ?? '');
        return HttpResponse.json(kundendaten());
      }),
      http.get('http://localhost/kundenportal-api/user/current', () =>
        HttpResponse.json({
          ...loginResponse({ kundendaten: kundendaten({ number: '1000002' }) }),
          kampagnendaten: null,
        }),
      ),
    );
    const { portalApi } = await import('../../api/portalApi');
    const api = portalApi.injectEndpoints({
      endpoints: (build) => ({
        phoneForTest: build.mutation<unknown, { phone: string }>({
          query: (body) => ({ url: 'user/telefon', method: 'PUT', body }),
        }),
      }),
      overrideExisting: true,
    });
    const hub = channelHub();
    const a = tab(hub);
    a.store.dispatch(asCustomer('1000001'));
    // the same session, same customer: the write goes out and names the customer shown
    await a.store.dispatch(api.endpoints.phoneForTest.initiate({ phone: '0361 1' }));
    expect(puts).toEqual(['1000001']);
    // another tab (not connected to this hub: e.g. storage only) logged in customer Y
    localStorage.setItem('kundenportal.session.account', '1000002');
    const refused = await a.store.dispatch(api.endpoints.phoneForTest.initiate({ phone: '0361 2' }));
    expect(puts).toHaveLength(1);
    expect(refused).toMatchObject({ error: { error: 'ACCOUNT_MISMATCH' } });
    expect(a.store.getState().session.notice).toBe('accountSwitched');
    a.disconnect();
  });
});

describe('shared idle activity and the storage fallback', () => {
  it('the last call of any tab counts for the idle countdown', () => {
    markSessionActivity(1000);
    localStorage.setItem('kundenportal.session.activity', String(Date.now() + 60000));
    expect(lastSessionActivity()).toBeGreaterThan(Date.now());
  });

  it('without BroadcastChannel, messages travel through the storage event', () => {
    const win = window as Window & { BroadcastChannel?: unknown };
    const original = win.BroadcastChannel;
    win.BroadcastChannel = undefined;
    try {
      const channel = openTabChannel(window);
      const received: TabMessage[] = [];
      const stop = channel.listen((message) => received.push(message));
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: 'kundenportal.session.message',
          newValue: JSON.stringify({ message: { type: 'logout' }, nonce: 1 }),
        }),
      );
      window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: '{"message":{"type":"logout"}}' }));
      expect(received).toEqual([{ type: 'logout' }]);
      stop();
    } finally {
      win.BroadcastChannel = original;
    }
  });
});
