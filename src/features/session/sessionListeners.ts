import type { TypedStartListening } from '@reduxjs/toolkit';
import { portalApi } from '../../api/portalApi';
import { orderApi } from '../../api/orderApi';
import { navigateTo } from '../../app/navigation';
import { hrefFor } from '../../config/paths';
import { consentChosen } from './sessionSlice';
import { loggedOut, sessionExpired } from './sessionEvents';
import { saveConsent } from './consentStorage';

// biome-ignore lint/suspicious/noExplicitAny: the store's types are built from these listeners; typing them here would be a cycle
export function registerSessionListeners(startListening: TypedStartListening<any, any>): void {
  startListening({
    actionCreator: sessionExpired,
    effect: (action, api) => {
      api.dispatch(portalApi.util.resetApiState());
      api.dispatch(orderApi.util.resetApiState());
      navigateTo(hrefFor('login.sessionExpired', {}, { redir: action.payload.redir }), { replace: true });
    },
  });
  startListening({
    actionCreator: loggedOut,
    effect: (_action, api) => {
      api.dispatch(portalApi.util.resetApiState());
      api.dispatch(orderApi.util.resetApiState());
    },
  });
  startListening({
    actionCreator: consentChosen,
    effect: (action) => saveConsent(action.payload),
  });
}
