import { createAppAsyncThunk } from '../../app/thunk';
import { accountLoaded, userLoadFailed } from '../session/sessionEvents';
import { authApi } from './authApi';
import { i18nApi } from './i18nApi';

/** GET user/current: fills the session (and every slice) or marks the load as failed. */
export const loadCurrentUser = createAppAsyncThunk('session/loadCurrentUser', async (_: void, { dispatch }) => {
  try {
    const data = await dispatch(
      authApi.endpoints.currentUser.initiate(undefined, { subscribe: false, forceRefetch: true }),
    ).unwrap();
    dispatch(accountLoaded({ source: 'current', data }));
    return true;
  } catch {
    dispatch(userLoadFailed());
    return false;
  }
});

/**
 * Start-up (spec §2): the current user is loaded first; the German messages are requested alongside.
 * Where the app goes afterwards is decided by the layouts from the session status.
 */
export const startApp = createAppAsyncThunk('session/startApp', async (_: void, { dispatch }) => {
  void dispatch(i18nApi.endpoints.messages.initiate({ ts: Date.now() }, { subscribe: false }));
  return dispatch(loadCurrentUser()).unwrap();
});
