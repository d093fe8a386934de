import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Bankdaten } from '../../api/types';
import { accountLoaded, isSessionEnd } from '../session/sessionEvents';

export interface BankdatenState {
  list: Bankdaten[];
}

const initialState: BankdatenState = { list: [] };

const bankdatenSlice = createSlice({
  name: 'bankdaten',
  initialState,
  reducers: {
    /** POST /bankverbindung answers the whole list, which replaces the stored one (spec §7) */
    bankdatenReplaced(state, action: PayloadAction<Bankdaten[]>) {
      state.list = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(accountLoaded, (state, { payload }) => {
        state.list = payload.data.bankdaten ?? [];
      })
      .addMatcher(isSessionEnd, () => initialState);
  },
});

export const { bankdatenReplaced } = bankdatenSlice.actions;
export const bankdatenReducer = bankdatenSlice.reducer;
