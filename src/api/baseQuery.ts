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

/** Each answer's body, read once by `fetchBodyOnce`, keyed by the body-less answer it hands on. */
const bodies = new WeakMap<Response, Blob>();

/**
 * fetch for fetchBaseQuery, which reads every answer twice: through the responseHandler, and as text from a
 * clone (only for a parse error's message, which the portal never shows). For a customer with 5,000 contracts
 * that was a second decode of a 7.6 MB login answer on the main thread (docs/performance.md). Here the body is
 * read once, as bytes, and fetchBaseQuery gets the answer's status and headers without a body (its clone is
 * empty); `bodyOf` gives the responseHandler the bytes.
 */
async function fetchBodyOnce(input: RequestInfo, init?: RequestInit): Promise<Response> {
  const response = await fetch(input, init);
  const headless = new Response(null, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
  bodies.set(headless, await response.blob());
  return headless;
}

/** The body of an answer of the baseQuery: every responseHandler reads it here (the answer itself has none). */
export const bodyOf = (response: Response): Blob => bodies.get(response) ?? new Blob([]);

/** fetchBaseQuery's own 'json' handling: an empty body is null, anything else must be JSON. */
async function jsonBody(response: Response): Promise<unknown> {
  const text = await bodyOf(response).text();
  return text.length > 0 ? JSON.parse(text) : null;
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
    fetchFn: fetchBodyOnce,
    responseHandler: jsonBody,
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
