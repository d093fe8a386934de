/** Time of the last answered portal call: the server's idle timer restarts with each of them. */
let lastActivity = Date.now();

export function markSessionActivity(now = Date.now()): void {
  lastActivity = now;
}

export function lastSessionActivity(): number {
  return lastActivity;
}
