/**
 * What all tabs of the portal share about the session, in localStorage (one origin, one cookie jar):
 * the customer number the session belongs to, the time of the last answered portal call (the server's idle
 * timer restarts with each, whichever tab made it) and a logout the server has not confirmed yet.
 * Storage may be blocked (private mode, policies): every function then degrades to this tab alone.
 */
const ACCOUNT_KEY = 'kundenportal.session.account';
const ACTIVITY_KEY = 'kundenportal.session.activity';
const LOGOUT_PENDING_KEY = 'kundenportal.session.logoutPending';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) storage()?.removeItem(key);
    else storage()?.setItem(key, value);
  } catch {
    // storage full or blocked: this tab alone then
  }
}

/** Customer number of the session as the last tab that loaded or ended it saw it; null when none. */
export function sessionAccount(): string | null {
  return read(ACCOUNT_KEY);
}

export function setSessionAccount(kundennummer: string | null): void {
  write(ACCOUNT_KEY, kundennummer);
}

export function sharedActivity(): number {
  return Number(read(ACTIVITY_KEY)) || 0;
}

export function setSharedActivity(at: number): void {
  if (at > sharedActivity()) write(ACTIVITY_KEY, String(at));
}

/** true while a logout has not been confirmed by the server: no tab may use the old session meanwhile. */
export function isLogoutPending(): boolean {
  return read(LOGOUT_PENDING_KEY) !== null;
}

export function setLogoutPending(pending: boolean): void {
  write(LOGOUT_PENDING_KEY, pending ? String(Date.now()) : null);
}
