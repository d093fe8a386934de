import { setSharedActivity, sharedActivity } from './sharedSession';

/** Time of the last answered portal call in this tab: the server's idle timer restarts with each of them. */
let lastActivity = Date.now();

/** Shared with every tab (sharedSession), so an active tab keeps the others' idle countdown alive. */
export function markSessionActivity(now = Date.now()): void {
  lastActivity = now;
  setSharedActivity(now);
}

/** The latest call of any tab of the portal. */
export function lastSessionActivity(): number {
  return Math.max(lastActivity, sharedActivity());
}
