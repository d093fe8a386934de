import {
  lastSessionActivity as lastCallOfThisTab,
  markSessionActivity,
  onSessionActivity,
} from '../../api/portalActivity';
import { setSharedActivity, sharedActivity } from './sharedSession';

export { markSessionActivity };

/** From now on every answered portal call of this tab counts for all tabs (an active tab keeps the others alive). */
export function shareSessionActivity(): () => void {
  onSessionActivity(setSharedActivity);
  return () => onSessionActivity(null);
}

/** The latest answered portal call of any tab of the portal: the server's idle timer restarts with each. */
export function lastSessionActivity(): number {
  return Math.max(lastCallOfThisTab(), sharedActivity());
}
