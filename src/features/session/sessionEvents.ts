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
export const userLoadFailed = createAction('session/userLoadFailed');
export const kundendatenUpdated = createAction<Kundendaten>('session/kundendatenUpdated');

export const sessionEnded = [loggedOut.type, sessionExpired.type] as const;
export function isSessionEnd(action: { type: string }): boolean {
  return action.type === loggedOut.type || action.type === sessionExpired.type;
}
