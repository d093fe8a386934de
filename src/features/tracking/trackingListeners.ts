/**
 * The store's listener for held deep-link entries (§ 25 TDDDG): the visitor's first choice releases the entries
 * that waited for it, in their order. The sending code (deepLinkTracking.ts, with the tracking endpoints) loads
 * only then: the store is in the first-load JS of /login, and most visits hold no entry.
 */
import type { TypedStartListening } from '@reduxjs/toolkit';
import { consentChosen } from '../session/sessionSlice';
import type { TrackingRoot } from './deepLinkTracking';
import { heldEntriesTaken } from './trackingSlice';

// biome-ignore lint/suspicious/noExplicitAny: the store's types are built from these listeners; typing them here would be a cycle
export function registerTrackingListeners(startListening: TypedStartListening<any, any>): void {
  startListening({
    actionCreator: consentChosen,
    effect: async (_action, api) => {
      const getState = api.getState as () => TrackingRoot;
      const held = getState().tracking.held;
      if (!held.length) return;
      api.dispatch(heldEntriesTaken());
      const { trackDeepLinkEntry } = await import('./deepLinkTracking');
      for (const entry of held) await trackDeepLinkEntry(api.dispatch, getState, entry);
    },
  });
}
