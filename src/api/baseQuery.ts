import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { sessionExpired } from '../features/session/sessionEvents';
import { currentPortalPath } from '../app/navigation';
import { markSessionActivity } from '../features/session/sessionActivity';
import { guardWrite, isAccountMismatch } from './writeGuard';

interface SessionAwareState {
  session: { loggedIn: boolean };
}

/** Absolute URL on the page's origin: fetch in jsdom cannot resolve relative URLs. */
export function sameOrigin(path: string): string {
  const origin = typeof window !== 'undefined' ? window.location.origin : 'http://localhost';
  return origin + path;
}

/**
 * The one baseQuery of both API slices. For the portal backend, a 401 ends the session: the first
 * 401 while logged in dispatches session/expired (the listener navigates to session-expired);
 * later concurrent 401s find the session already ended and do nothing.
 */
export function createBaseQuery(
  basePath: string,
  { credentials, endsSessionOn401 }: { credentials: RequestCredentials; endsSessionOn401: boolean },
): BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> {
  const rawBaseQuery = fetchBaseQuery({
    baseUrl: sameOrigin(basePath),
    credentials,
    headers: { Accept: 'application/json' },
  });
  return async (args, api, extraOptions) => {
    // a write from a tab that shows another customer than the session's is never sent (writeGuard.ts)
    const guarded = endsSessionOn401 ? guardWrite(args, api.getState) : { args, refused: null };
    if (guarded.refused) return { error: guarded.refused };
    const result = await rawBaseQuery(guarded.args, api, extraOptions);
    if (endsSessionOn401) isAccountMismatch(result.error);
    if (endsSessionOn401 && !result.error) markSessionActivity();
    if (endsSessionOn401 && result.error?.status === 401) {
      const state = api.getState() as SessionAwareState;
      if (state.session.loggedIn) {
        api.dispatch(sessionExpired({ redir: currentPortalPath() }));
      }
    }
    return result;
  };
}
