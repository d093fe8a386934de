import { isAnyOf, type TypedStartListening } from '@reduxjs/toolkit';
import { portalApi } from '../../api/portalApi';
import { orderApi } from '../../api/orderApi';
import { navigateTo } from '../../app/navigation';
import { hrefFor } from '../../config/paths';
import { consentChosen } from './sessionSlice';
import { accountSwitched, loggedOut, sessionExpired } from './sessionEvents';
import { saveConsent } from './consentStorage';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
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
    matcher: isAnyOf(loggedOut, accountSwitched),
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
