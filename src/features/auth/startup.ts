import { createAppAsyncThunk } from '../../app/thunk';
import { accountLoaded, type SessionLoadError, sessionExpired, userLoadFailed } from '../session/sessionEvents';
import { isLogoutPending, sessionAccount, setLogoutPending, setSessionAccount } from '../session/sharedSession';
import { currentPortalPath } from '../../app/navigation';
import { authApi, preloadSessionSchemas } from './authApi';
import { i18nApi } from './i18nApi';

/** 401/403: there is no session; anything else (5xx, no connection, an unusable answer) is a failed check. */
function noSession(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 401 || status === 403;
}

/** The failure's plain parts (status, the server's message body), so the store keeps no Error object. */
function loadErrorOf(error: unknown): SessionLoadError {
  const { status, data, message } = (error ?? {}) as SessionLoadError;
  return { status, data, message: typeof message === 'string' ? message : undefined };
}

/**
 * A private page loaded while this browser still knew a session (no logout, no expiry seen): the session ended
 * meanwhile (idle or absolute time-out while the tab was closed or reloading). The login page then says so
 * (session-expired) instead of appearing without a reason. The mark is used once.
 */
function sessionEndedMeanwhile(): boolean {
  if (sessionAccount() === null || !currentPortalPath().startsWith('/private/')) return false;
  setSessionAccount(null);
  return true;
}

/**
 * THE user load (GET user/current): at start-up, when another tab switched the account, and after a change
 * the server answers without data (router activation). A failed load at start-up leads to login (§2),
 * which offers a retry when the failure was not a missing session;
 * with `keepOnFailure` (a reload after a change) the data shown stays and the failure is only logged.
 */
export const loadCurrentUser = createAppAsyncThunk(
  'session/loadCurrentUser',
  async (options: { keepOnFailure?: boolean } | undefined, { dispatch, getState }) => {
    const loggedInAtStart = getState().session.status === 'loggedIn';
    try {
      const data = await dispatch(
        authApi.endpoints.currentUser.initiate(undefined, { subscribe: false, forceRefetch: true }),
      ).unwrap();
      dispatch(accountLoaded({ source: 'current', data }));
      return true;
    } catch (error) {
      // a login finished while this load was under way (the start-up's load on the login page answered late):
      // its 401 is about the time before that login and must not end the new session
      if (!loggedInAtStart && getState().session.status === 'loggedIn') return false;
      if (options?.keepOnFailure) console.warn('Konto konnte nicht neu geladen werden', error);
      else if (noSession(error) && sessionEndedMeanwhile()) dispatch(sessionExpired({ redir: currentPortalPath() }));
      else dispatch(userLoadFailed({ error: noSession(error) ? null : loadErrorOf(error) }));
      return false;
    }
  },
);

/**
 * Start-up (spec §2): the current user is loaded first; the German messages are requested alongside.
 * Where the app goes afterwards is decided by the layouts from the session status.
 */
export const startApp = createAppAsyncThunk('session/startApp', async (_: void, { dispatch }) => {
  // a private page expects a session: the answer's schemas load alongside the user load. Without a session
  // (login) it answers 401 and needs none; there they come with the login request.
  if (currentPortalPath().startsWith('/private/')) preloadSessionSchemas();
  void dispatch(i18nApi.endpoints.messages.initiate({ ts: Date.now() }, { subscribe: false }));
  // a logout the server has not confirmed: the old session must not come back. Ask again; only
  // a confirmed logout lets the user load run (it then ends at login); otherwise no private page opens.
  if (isLogoutPending()) {
    const result = await dispatch(authApi.endpoints.logout.initiate());
    if ('error' in result) {
      dispatch(userLoadFailed());
      return false;
    }
    setLogoutPending(false);
  }
  return dispatch(loadCurrentUser()).unwrap();
});
