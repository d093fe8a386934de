import type { FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';

/**
 * Account safety of writes: a tab may show customer X while the session (shared by all tabs)
 * now belongs to customer Y. Every write (a call other than GET/HEAD) to the portal backend names the
 * customer the page shows in the header X-Kundennummer, and the backend refuses a mismatch with 409
 * { code: 'ACCOUNT_MISMATCH' }. The session feature registers the hooks in the browser: `refuse` checks
 * before sending (the tabs' shared knowledge of the session's customer), `mismatch` handles a refusal.
 * Without hooks (tests, prerendering) only the header is sent.
 */
export interface WriteGuard {
  /** the error the call ends with instead of being sent, or null to send it */
  refuse(args: FetchArgs, getState: () => unknown): FetchBaseQueryError | null;
  /** the backend refused the write: the page shows another customer than the session's */
  mismatch(): void;
}

export const ACCOUNT_HEADER = 'X-Kundennummer';
export const ACCOUNT_MISMATCH = 'ACCOUNT_MISMATCH';

let guard: WriteGuard | null = null;

export function setWriteGuard(next: WriteGuard | null): void {
  guard = next;
}

export function isWrite(args: string | FetchArgs): args is FetchArgs {
  if (typeof args === 'string') return false;
  const method = (args.method ?? 'GET').toUpperCase();
  return method !== 'GET' && method !== 'HEAD';
}

/** The customer number of the account the page shows, if any (state.session.kundendaten.number). */
function shownAccount(state: unknown): string | null {
  const number = (state as { session?: { kundendaten?: { number?: unknown } | null } }).session?.kundendaten?.number;
  return number === undefined || number === null || number === '' ? null : String(number);
}

/** The call as sent: a write carries the shown account; or the refusal of the registered guard. */
export function guardWrite(
  args: string | FetchArgs,
  getState: () => unknown,
): { args: string | FetchArgs; refused: FetchBaseQueryError | null } {
  if (!isWrite(args)) return { args, refused: null };
  const refused = guard?.refuse(args, getState) ?? null;
  const shown = shownAccount(getState());
  if (refused || !shown) return { args, refused };
  const headers = new Headers(args.headers as HeadersInit | undefined);
  headers.set(ACCOUNT_HEADER, shown);
  return { args: { ...args, headers }, refused: null };
}

/** true (and the guard told) if the backend refused a write for another account. */
export function isAccountMismatch(error: FetchBaseQueryError | undefined): boolean {
  const mismatch = error?.status === 409 && (error.data as { code?: unknown } | undefined)?.code === ACCOUNT_MISMATCH;
  if (mismatch) guard?.mismatch();
  return mismatch;
}
