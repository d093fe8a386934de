/** Time of the last answered portal call: the server's idle timer restarts with each of them. */
let lastActivity = Date.now();
let shareActivity: ((now: number) => void) | null = null;

export function markSessionActivity(now = Date.now()): void {
  lastActivity = now;
  shareActivity?.(now);
}

/** The last answered portal call of this tab (features/session adds the other tabs' calls). */
export function lastSessionActivity(): number {
  return lastActivity;
}

/** The session feature shares each answered call with the other tabs (tabSync.ts); null stops it. */
export function onSessionActivity(share: ((now: number) => void) | null): void {
  shareActivity = share;
}
