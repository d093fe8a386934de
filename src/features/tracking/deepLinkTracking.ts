/**
 * The tracking of a deep-link entry (spec §2, §4): POST tracking ('Einsprung App mit Deeplink') then POST
 * tracking/kampagne, one after the other so the second carries the first answer's id as previous_tracking_id.
 * Consent first (§ 25 TDDDG): before the visitor's first choice the entry waits in the slice and the listener
 * below sends it after „Akzeptieren“ or drops it after „Ablehnen“; statistics cover the event, marketing the campaign
 * record. Failures are logged only (§8). A plain function rather than a thunk: the consent listener
 * (trackingListeners.ts) calls it too.
 */
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { DEEPLINK_TRACKING_EVENT } from '../../config/constants';
import type { ConsentSettings } from '../session/sessionSlice';
import { trackingErlaubnis } from './consentRule';
import { trackingApi } from './trackingApi';
import { entryHeld, type HeldEntry, trackingIdReceived, type TrackingState } from './trackingSlice';

export interface TrackingRoot {
  session: { consent: ConsentSettings; kundendaten: { number: string } | null };
  tracking: TrackingState;
}
export type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/** Sends the entry's two calls where the visitor consented, holds it while they have not chosen yet. */
export async function trackDeepLinkEntry(dispatch: Dispatch, getState: () => TrackingRoot, entry: HeldEntry) {
  const { consent } = getState().session;
  const statistik = trackingErlaubnis(consent, 'statistik');
  if (statistik === 'offen') {
    dispatch(entryHeld(entry));
    return;
  }
  if (statistik === 'ja') {
    try {
      const state = getState();
      const { id } = await dispatch(
        trackingApi.endpoints.track.initiate({
          kundennummer: state.session.kundendaten?.number ?? null,
          previous_tracking_id: state.tracking.previousTrackingId,
          kampagne: entry.kampagne,
          ereignis: DEEPLINK_TRACKING_EVENT,
          path: entry.path,
        }),
      ).unwrap();
      if (id !== null) dispatch(trackingIdReceived(id));
    } catch (error) {
      console.error('Tracking fehlgeschlagen', error);
    }
  }
  if (trackingErlaubnis(getState().session.consent, 'marketing') !== 'ja') return;
  try {
    await dispatch(
      trackingApi.endpoints.trackKampagne.initiate({
        kampagne: entry.kampagne ?? entry.campaign,
        path: entry.path,
        previous_tracking_id: getState().tracking.previousTrackingId,
      }),
    ).unwrap();
  } catch (error) {
    console.error('Kampagnen-Tracking fehlgeschlagen', error);
  }
}
