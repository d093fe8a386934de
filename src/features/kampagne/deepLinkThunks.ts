/** Deep-link entry (spec §2, §4): the tracking event and the campaign record, in this order, with consent. */
import { createAppAsyncThunk } from '../../app/thunk';
import type { Campaign } from '../../config/paths';
import { trackDeepLinkEntry } from '../tracking/deepLinkTracking';

/** A deep-link entry: tracked with the visitor's consent (tracking/deepLinkTracking.ts), held until they choose. */
export const deepLinkEntered = createAppAsyncThunk(
  'kampagne/deepLinkEntered',
  async (entry: { campaign: Campaign; kampagne: string | null; path: string }, { dispatch, getState }) => {
    await trackDeepLinkEntry(dispatch, getState, entry);
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
