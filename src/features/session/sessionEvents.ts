import { createAction } from '@reduxjs/toolkit';
import type { CurrentUserResponse, Kundendaten, LoginResponse } from '../../api/types';

/**
 * Session events. Every slice that holds customer data fills itself from accountLoaded and resets on
 * loggedOut / expired (one event, many reducers).
 */
export const accountLoaded = createAction<{ source: 'login' | 'current'; data: LoginResponse | CurrentUserResponse }>(
  'session/accountLoaded',
);
export const loggedOut = createAction('session/loggedOut');
export const sessionExpired = createAction<{ redir: string }>('session/expired');
/**
 * The user load failed. `error`: why, when it was not a missing session (a server error, no connection,
 * an unusable answer): login then says so and offers to try again.
 */
export const userLoadFailed = createAction<{ error: SessionLoadError | null } | undefined>('session/userLoadFailed');
/** A failed call as RTK Query reports it (plain data: it is kept in the store). */
export type SessionLoadError = { status?: unknown; data?: unknown; message?: string };
/**
 * Another customer's session replaced the one this tab shows (a login in another tab, or a write refused
 * because the session belongs to another customer): the shown data is dropped and loaded anew.
 */
export const accountSwitched = createAction('session/accountSwitched');
export const noticeDismissed = createAction('session/noticeDismissed');
export const kundendatenUpdated = createAction<Kundendaten>('session/kundendatenUpdated');

export const sessionEnded = [loggedOut.type, sessionExpired.type, accountSwitched.type] as const;
/** Every slice holding customer data resets on these: the data shown belongs to no current session. */
export function isSessionEnd(action: { type: string }): boolean {
  return (sessionEnded as readonly string[]).includes(action.type);
}
