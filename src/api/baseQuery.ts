import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { portalUnauthorized } from './apiEvents';
import { retryAfterSeconds } from './errors';
import { markSessionActivity } from './portalActivity';
import { IDEMPOTENCY_HEADER, idempotencyKeyOf, newIdempotencyKey } from './idempotency';
import { guardWrite, isAccountMismatch, isWrite } from './writeGuard';

/** Absolute URL on the page's origin: fetch in jsdom cannot resolve relative URLs. */
export function sameOrigin(path: string): string {
  const origin = typeof window !== 'undefined' ? window.location.origin : 'http://localhost';
  return origin + path;
}

/** A write carries an Idempotency-Key: the one its body names (a repeat), else a new one (idempotency.ts). */
function withKey(args: string | FetchArgs): string | FetchArgs {
  if (!isWrite(args)) return args;
  const headers = new Headers(args.headers as HeadersInit | undefined);
  if (!headers.has(IDEMPOTENCY_HEADER))
    headers.set(IDEMPOTENCY_HEADER, idempotencyKeyOf(args.body) ?? newIdempotencyKey());
  return { ...args, headers };
}

/**
 * The one baseQuery of every API slice. Only the portal backend holds the session (spec §7): its
 * answered calls restart the idle clock, and its 401s are reported as `api/portalUnauthorized`; the
 * session feature ends an open session on it (later concurrent 401s find it already ended).
 */
export function createBaseQuery(
  basePath: string,
  { credentials, session }: { credentials: RequestCredentials; session: boolean },
): BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> {
  const rawBaseQuery = fetchBaseQuery({
    baseUrl: sameOrigin(basePath),
    credentials,
    headers: { Accept: 'application/json' },
  });
  return async (args, api, extraOptions) => {
    // a write from a tab that shows another customer than the session's is never sent (writeGuard.ts); every
    // write names the account the page shows (X-Kundennummer), the order API's as well (issue 37)
    const guarded = guardWrite(args, api.getState);
    if (guarded.refused) return { error: guarded.refused };
    const result = await rawBaseQuery(withKey(guarded.args), api, extraOptions);
    isAccountMismatch(result.error);
    if (result.error?.status === 429) {
      // throttled (e.g. login attempts): the wait time travels with the error, for the German wait message
      const wait = retryAfterSeconds(result.meta?.response?.headers.get('Retry-After'));
      const error: FetchBaseQueryError = { status: 429, data: { retryAfterSeconds: wait } };
      return { error, meta: result.meta };
    }
    if (session && !result.error) markSessionActivity();
    if (session && result.error?.status === 401) api.dispatch(portalUnauthorized({ endpoint: api.endpoint }));
    return result;
  };
}
