import { leaveTo } from '../../app/navigation';
import { createAppAsyncThunk } from '../../app/thunk';
import { hrefFor } from '../../config/paths';
import { loggedOut } from '../session/sessionEvents';
import { setLogoutPending } from '../session/sharedSession';
import { authApi } from './authApi';

/**
 * Logout: the session ends in this browser whatever the server answers. Until the server
 * confirms POST user/logout, the logout counts as pending for every tab (sharedSession): no tab loads the
 * old session again, and the logged-out page says so and offers to retry. The state and both API caches
 * are reset (loggedOut), the other tabs are told (tabSync), and the logged-out page is a full document
 * load, so nothing of the customer's data stays in this tab's memory. Resolves to "confirmed".
 */
export const logOut = createAppAsyncThunk(
  'session/logOut',
  async (leave: ((portalPath: string) => void) | undefined, { dispatch }) => {
    setLogoutPending(true);
    const result = await dispatch(authApi.endpoints.logout.initiate());
    const confirmed = !('error' in result);
    (leave ?? leaveTo)(hrefFor('loggedOut'));
    dispatch(loggedOut());
    // after the state update: tabSync tells the logout from a start-up without session by the pending flag
    if (confirmed) setLogoutPending(false);
    return confirmed;
  },
);

/**
 * POST user/logout again from the logged-out page (or at start-up while a logout is pending); true once
 * the server confirmed it.
 */
export const retryLogout = createAppAsyncThunk('session/retryLogout', async (_: undefined, { dispatch }) => {
  const result = await dispatch(authApi.endpoints.logout.initiate());
  const confirmed = !('error' in result);
  if (confirmed) setLogoutPending(false);
  return confirmed;
});
