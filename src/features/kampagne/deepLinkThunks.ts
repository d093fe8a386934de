/** Deep-link entry (spec §2, §4): the tracking event and the campaign record, in this order. */
import { createAppAsyncThunk } from '../../app/thunk';
import type { Campaign } from '../../config/paths';
import { DEEPLINK_TRACKING_EVENT } from '../../config/constants';
import { trackEvent, trackKampagne } from '../tracking/trackingThunks';

/**
 * POST tracking ('Einsprung App mit Deeplink') then POST tracking/kampagne, one after the other so the
 * second carries the first answer's id as previous_tracking_id. Failures are logged by the tracking
 * thunks only (§8). tracking/kampagne also lets the backend carry the campaign across the login.
 */
export const deepLinkEntered = createAppAsyncThunk(
  'kampagne/deepLinkEntered',
  async ({ campaign, kampagne, path }: { campaign: Campaign; kampagne: string | null; path: string }, { dispatch }) => {
    await dispatch(trackEvent({ ereignis: DEEPLINK_TRACKING_EVENT, kampagne, path }));
    await dispatch(trackKampagne({ kampagne: kampagne ?? campaign, path }));
  },
);

/** Entries already tracked in this page load (StrictMode double effects, the return from the login). */
const trackedEntries = new Set<string>();

export function firstEntry(key: string): boolean {
  if (trackedEntries.has(key)) return false;
  trackedEntries.add(key);
  return true;
}

/** For tests: forget the tracked entries. */
export function resetTrackedEntries(): void {
  trackedEntries.clear();
}
