import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  GfplusAdresse,
  Kampagnendaten,
  Kundendaten,
  Rechnung,
  Telefonkosten,
  ZelosDokument,
} from '../../api/types';
import { SESSION_IDLE_SECONDS } from '../../config/constants';
import {
  accountLoaded,
  accountSwitched,
  isSessionEnd,
  kundendatenUpdated,
  noticeDismissed,
  type SessionLoadError,
  userLoadFailed,
} from './sessionEvents';

export interface ConsentSettings {
  decided: boolean;
  statistik: boolean;
  marketing: boolean;
}

export type SessionStatus = 'unknown' | 'loggedIn' | 'loggedOut' | 'expired';

export interface SessionState {
  status: SessionStatus;
  kundendaten: Kundendaten | null;
  consent: ConsentSettings;
  devKundenportal: boolean;
  zelosDokumente: ZelosDokument[];
  gfplusAdresse: GfplusAdresse | null;
  kampagnendaten: Kampagnendaten | null;
  rechnungen: Rechnung[];
  telefonkosten: Telefonkosten[];
  idleSeconds: number;
  /** set when the session ended by expiry: the address to return to */
  expiredRedir: string | null;
  /** a German notice the private area shows once (the account was switched in another tab) */
  notice: 'accountSwitched' | null;
  /** the last user load failed for another reason than a missing session: login offers a retry */
  loadError: SessionLoadError | null;
}

export const initialConsent: ConsentSettings = { decided: false, statistik: false, marketing: false };

export function createInitialSessionState(overrides: Partial<SessionState> = {}): SessionState {
  return {
    status: 'unknown',
    kundendaten: null,
    consent: initialConsent,
    devKundenportal: false,
    zelosDokumente: [],
    gfplusAdresse: null,
    kampagnendaten: null,
    rechnungen: [],
    telefonkosten: [],
    idleSeconds: SESSION_IDLE_SECONDS,
    expiredRedir: null,
    notice: null,
    loadError: null,
    ...overrides,
  };
}

/** devKundenportal is forced on in the development build (spec §6). */
const DEV_BUILD = process.env.NODE_ENV === 'development';

const sessionSlice = createSlice({
  name: 'session',
  initialState: createInitialSessionState,
  reducers: {
    consentChosen(state, action: PayloadAction<Omit<ConsentSettings, 'decided'>>) {
      state.consent = { decided: true, ...action.payload };
    },
    gfplusAdresseLoaded(state, action: PayloadAction<GfplusAdresse | null>) {
      state.gfplusAdresse = action.payload;
    },
    kampagneConsumed(state) {
      state.kampagnendaten = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(accountLoaded, (state, { payload: { data } }) => {
        state.status = 'loggedIn';
        state.expiredRedir = null;
        state.loadError = null;
        state.kundendaten = data.kundendaten;
        state.devKundenportal = DEV_BUILD || Boolean(data.dev_kundenportal);
        state.zelosDokumente = data.zelos_vertragsdokumente ?? [];
        state.rechnungen = data.rechnungen ?? [];
        state.telefonkosten = data.telefonkosten ?? [];
        state.idleSeconds = data.session_idle_seconds || SESSION_IDLE_SECONDS;
        if ('kampagnendaten' in data && data.kampagnendaten) state.kampagnendaten = data.kampagnendaten;
      })
      .addCase(kundendatenUpdated, (state, action) => {
        state.kundendaten = action.payload;
      })
      .addCase(noticeDismissed, (state) => {
        state.notice = null;
      })
      .addCase(userLoadFailed, (state, { payload }) => {
        state.status = 'loggedOut';
        state.loadError = payload?.error ?? null;
      })
      .addMatcher(isSessionEnd, (state, action) => {
        const consent = state.consent;
        // the session lives on, for another customer: nothing of the old one stays, the user load follows
        if (action.type === accountSwitched.type) {
          return createInitialSessionState({ consent, status: 'unknown', notice: 'accountSwitched' });
        }
        const redir =
          action.type === 'session/expired' ? (action as PayloadAction<{ redir: string }>).payload.redir : null;
        return createInitialSessionState({
          consent,
          status: redir === null ? 'loggedOut' : 'expired',
          expiredRedir: redir,
        });
      });
  },
});

/** The session is loaded (not unknown, logged out or expired). */
export const selectLoggedIn = (state: { session: SessionState }): boolean => state.session.status === 'loggedIn';

export const { consentChosen, gfplusAdresseLoaded, kampagneConsumed } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;
