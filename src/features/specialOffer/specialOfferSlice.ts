import { createSlice } from '@reduxjs/toolkit';
import type { Kundenspezialangebot } from '../../api/types';
import { accountLoaded, isSessionEnd } from '../session/sessionEvents';

export interface SpecialOfferState {
  offer: Kundenspezialangebot | null;
}

const initialState: SpecialOfferState = { offer: null };

const specialOfferSlice = createSlice({
  name: 'specialOffer',
  initialState,
  reducers: {
    specialOfferSeen(state) {
      if (state.offer) state.offer.seen = true;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(accountLoaded, (state, { payload }) => {
        state.offer = payload.data.kundenspezialangebot ?? null;
      })
      .addMatcher(isSessionEnd, () => initialState);
  },
});

export const { specialOfferSeen } = specialOfferSlice.actions;
export const specialOfferReducer = specialOfferSlice.reducer;
