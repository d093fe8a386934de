import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Campaign } from '../../config/paths';

/** A campaign entry that waits for the visitor's first consent choice (sent after „Akzeptieren“ only). */
export interface HeldEntry {
  campaign: Campaign;
  kampagne: string | null;
  path: string;
}

export interface TrackingState {
  /** id of the last tracking answer, sent as previous_tracking_id with the next call (spec §4) */
  previousTrackingId: number | null;
  /** entries of this page load waiting for the consent choice (nothing leaves before it, § 25 TDDDG) */
  held: HeldEntry[];
}

const initialState: TrackingState = { previousTrackingId: null, held: [] };

const trackingSlice = createSlice({
  name: 'tracking',
  initialState,
  reducers: {
    trackingIdReceived(state, action: PayloadAction<number>) {
      state.previousTrackingId = action.payload;
    },
    entryHeld(state, action: PayloadAction<HeldEntry>) {
      state.held.push(action.payload);
    },
    heldEntriesTaken(state) {
      state.held = [];
    },
  },
});

export const { trackingIdReceived, entryHeld, heldEntriesTaken } = trackingSlice.actions;
export const trackingReducer = trackingSlice.reducer;
