import { createAppAsyncThunk } from '../../app/thunk';
import { authApi } from '../auth/authApi';
import { accountLoaded } from '../session/sessionEvents';

/**
 * Reloads the account (GET user/current) after a change the server answers without data, e.g. a router
 * activation, so contracts and invoices show the server's state. A failure keeps the old data.
 */
export const refreshAccount = createAppAsyncThunk('vertraege/refreshAccount', async (_: void, { dispatch }) => {
  try {
    const data = await dispatch(
      authApi.endpoints.currentUser.initiate(undefined, { subscribe: false, forceRefetch: true }),
    ).unwrap();
    dispatch(accountLoaded({ source: 'current', data }));
  } catch (error) {
    console.warn('Konto konnte nicht neu geladen werden', error);
  }
});

/** 3ca62f112233 or 3C-A6-… → 3C:A6:2F:11:22:33 (the server expects separators). */
export function normalizeMac(mac: string): string {
  const hex = mac.replace(/[^0-9a-f]/gi, '').toUpperCase();
  return hex.length === 12 ? (hex.match(/../g) ?? []).join(':') : mac.trim().toUpperCase();
}
