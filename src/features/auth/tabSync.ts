import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { ACCOUNT_MISMATCH, setWriteGuard, type WriteGuard } from '../../api/writeGuard';
import { currentPortalPath, leaveTo } from '../../app/navigation';
import type { AppDispatch, RootState } from '../../app/store';
import { hrefFor } from '../../config/paths';
import { i18n } from '../../i18n';
import { loadCurrentUser } from './startup';
import { accountSwitched, loggedOut, sessionExpired } from '../session/sessionEvents';
import { shareSessionActivity } from '../session/sessionActivity';
import { isLogoutPending, sessionAccount, setLogoutPending, setSessionAccount } from '../session/sharedSession';

/**
 * Tabs of the portal agree on the session: a login, logout or expiry in one tab reaches all
 * others (BroadcastChannel; where missing, the storage event), and the idle countdown reads the activity
 * all tabs share (sessionActivity.ts). Before any write, a tab checks that the customer it shows is the
 * customer of the session; if another tab logged in someone else, the write is not sent and the tab
 * drops its data and loads the session's customer anew, with a German notice.
 */
export type TabMessage = { type: 'login'; kundennummer: string } | { type: 'logout' } | { type: 'expired' };

export interface TabChannel {
  post(message: TabMessage): void;
  listen(handler: (message: TabMessage) => void): () => void;
  close(): void;
}

const CHANNEL = 'kundenportal.session';
const STORAGE_MESSAGE_KEY = 'kundenportal.session.message';

function isTabMessage(value: unknown): value is TabMessage {
  const type = (value as { type?: unknown } | null)?.type;
  if (type === 'logout' || type === 'expired') return true;
  return type === 'login' && typeof (value as { kundennummer?: unknown }).kundennummer === 'string';
}

/** The storage event fires in every other tab of the origin when a key changes: a message per write. */
function storageChannel(win: Window): TabChannel {
  return {
    post(message) {
      try {
        win.localStorage.setItem(STORAGE_MESSAGE_KEY, JSON.stringify({ message, nonce: Math.random() }));
        win.localStorage.removeItem(STORAGE_MESSAGE_KEY);
      } catch {
        // storage blocked: the other tabs learn it from their next call (401) instead
      }
    },
    listen(handler) {
      const onStorage = (event: StorageEvent) => {
        if (event.key !== STORAGE_MESSAGE_KEY || !event.newValue) return;
        try {
          const { message } = JSON.parse(event.newValue) as { message: unknown };
          if (isTabMessage(message)) handler(message);
        } catch {
          // not ours
        }
      };
      win.addEventListener('storage', onStorage);
      return () => win.removeEventListener('storage', onStorage);
    },
    close: () => undefined,
  };
}

export function openTabChannel(win: Window & { BroadcastChannel?: typeof BroadcastChannel } = window): TabChannel {
  if (typeof win.BroadcastChannel !== 'function') return storageChannel(win);
  const channel = new win.BroadcastChannel(CHANNEL);
  return {
    post: (message) => channel.postMessage(message),
    listen(handler) {
      const onMessage = (event: MessageEvent) => {
        if (isTabMessage(event.data)) handler(event.data);
      };
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
    close: () => channel.close(),
  };
}

interface SessionStore {
  getState: () => RootState;
  dispatch: AppDispatch;
  subscribe: (listener: () => void) => () => void;
}

/** Calls a tab may make whoever the session belongs to: they write nothing into an account. */
const UNGUARDED = /^(login|user\/logout|user\/keepalive|user\/validate-password|tracking|password\/)/;

/** The customer number of the account this tab shows (Kundendaten.number). */
function shownCustomer(session: RootState['session']): string | null {
  const number = session.kundendaten?.number;
  return number === undefined || number === null || number === '' ? null : String(number);
}

export interface TabSyncOptions {
  channel?: TabChannel;
  /** full document load of a portal address (navigation.ts leaveTo) */
  leave?: (portalPath: string) => void;
}

/** Connects the store to the other tabs; returns the disconnect (tests). */
export function connectTabSync(store: SessionStore, options: TabSyncOptions = {}): () => void {
  const channel = options.channel ?? openTabChannel();
  const leave = options.leave ?? leaveTo;
  /** true while this tab applies another tab's message: it is not announced again */
  let applyingRemote = false;
  let previous = store.getState().session;
  const stopSharingActivity = shareSessionActivity();

  const switchAccount = () => {
    store.dispatch(accountSwitched());
    void store.dispatch(loadCurrentUser());
  };

  const unsubscribe = store.subscribe(() => {
    const session = store.getState().session;
    if (session === previous) return;
    const before = previous;
    previous = session;
    const customer = shownCustomer(session);
    if (session.status === 'loggedIn' && customer && customer !== shownCustomer(before)) {
      setSessionAccount(customer);
      // a new session replaces any old one, whose unconfirmed logout no longer matters
      setLogoutPending(false);
      if (!applyingRemote) channel.post({ type: 'login', kundennummer: customer });
    }
    // also an explicit logout before this tab's user load answered ("Abmelden" is there from the first paint of
    // a prerendered page): logOut keeps the logout pending until its state update. A start-up that finds no
    // session (or fails) is no logout: it must not end the other tabs' session.
    const ended =
      (before.status === 'loggedIn' && (session.status === 'loggedOut' || session.status === 'expired')) ||
      (before.status === 'unknown' && session.status === 'loggedOut' && isLogoutPending());
    if (ended) {
      setSessionAccount(null);
      if (!applyingRemote) channel.post({ type: session.status === 'expired' ? 'expired' : 'logout' });
    }
  });

  const stopListening = channel.listen((message) => {
    const state = store.getState();
    applyingRemote = true;
    try {
      if (message.type === 'logout') {
        // a tab on the login or session-expired page shows nothing private: it stays where it is
        if (state.session.status !== 'loggedIn' && state.session.status !== 'unknown') return;
        store.dispatch(loggedOut());
        leave(hrefFor('loggedOut'));
      } else if (message.type === 'expired') {
        if (state.session.status === 'loggedIn') store.dispatch(sessionExpired({ redir: currentPortalPath() }));
      } else if (state.session.status === 'loggedIn' && shownCustomer(state.session) !== message.kundennummer) {
        switchAccount();
      }
    } finally {
      applyingRemote = false;
    }
  });

  const guard: WriteGuard = {
    refuse(args) {
      const shown = shownCustomer(store.getState().session);
      const current = sessionAccount();
      if (!shown || !current || current === shown || UNGUARDED.test(args.url.replace(/^\//, ''))) return null;
      switchAccount();
      const refusal: FetchBaseQueryError = {
        status: 'CUSTOM_ERROR',
        error: ACCOUNT_MISMATCH,
        data: { message: i18n.t('session.accountMismatch') },
      };
      return refusal;
    },
    mismatch: switchAccount,
  };
  setWriteGuard(guard);

  return () => {
    setWriteGuard(null);
    stopSharingActivity();
    unsubscribe();
    stopListening();
    channel.close();
  };
}
