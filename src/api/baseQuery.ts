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
 * fetch for fetchBaseQuery, which reads every answer twice: parsed, and as text from a clone (only for a parse
 * error's message, which the portal never shows; it keeps the clone's status and headers, e.g. Retry-After). For a
 * customer with 5,000 contracts that was a second decode of a 7.6 MB login answer on the main thread
 * (docs/performance.md). The clone it gets here is the answer's status and headers without the body.
 */
async function fetchReadOnce(input: RequestInfo, init?: RequestInit): Promise<Response> {
  const response = await fetch(input, init);
  if (response.status >= 200)
    response.clone = () =>
      new Response(null, { status: response.status, statusText: response.statusText, headers: response.headers });
  return response;
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
    fetchFn: fetchReadOnce,
  });
  return async (args, api, extraOptions) => {
    // a write from a tab that shows another customer than the session's is never sent (writeGuard.ts); every
    // write names the account the page shows (X-Kundennummer), the order API's as well
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
