import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface TrackingState {
  /** id of the last tracking answer, sent as previous_tracking_id with the next call (spec §4) */
  previousTrackingId: number | null;
}

const initialState: TrackingState = { previousTrackingId: null };

const trackingSlice = createSlice({
  name: 'tracking',
  initialState,
  reducers: {
    trackingIdReceived(state, action: PayloadAction<number>) {
      state.previousTrackingId = action.payload;
    },
  },
});

export const { trackingIdReceived } = trackingSlice.actions;
export const trackingReducer = trackingSlice.reducer;
