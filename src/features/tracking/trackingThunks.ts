import { createAppAsyncThunk } from '../../app/thunk';
import { trackingApi } from './trackingApi';
import { trackingIdReceived } from './trackingSlice';

/**
 * Sends a tracking event with the previous tracking id and keeps the answer's id for the next call
 * (spec §4). Failures are logged only (spec §8).
 */
export const trackEvent = createAppAsyncThunk(
  'tracking/trackEvent',
  async (
    { ereignis, kampagne, path }: { ereignis: string; kampagne: string | null; path: string },
    { dispatch, getState },
  ) => {
    const state = getState();
    try {
      const { id } = await dispatch(
        trackingApi.endpoints.track.initiate({
          kundennummer: state.session.kundendaten?.number ?? null,
          previous_tracking_id: state.tracking.previousTrackingId,
          kampagne,
          ereignis,
          path,
        }),
      ).unwrap();
      if (id !== null) dispatch(trackingIdReceived(id));
      return id;
    } catch (error) {
      console.error('Tracking fehlgeschlagen', error);
      return null;
    }
  },
);

/** POST tracking/kampagne; failures are logged only. */
export const trackKampagne = createAppAsyncThunk(
  'tracking/trackKampagne',
  async ({ kampagne, path }: { kampagne: string; path: string }, { dispatch, getState }) => {
    try {
      await dispatch(
        trackingApi.endpoints.trackKampagne.initiate({
          kampagne,
          path,
          previous_tracking_id: getState().tracking.previousTrackingId,
        }),
      ).unwrap();
    } catch (error) {
      console.error('Kampagnen-Tracking fehlgeschlagen', error);
    }
  },
);
