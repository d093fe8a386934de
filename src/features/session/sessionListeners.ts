import { isAnyOf, type TypedStartListening } from '@reduxjs/toolkit';
import { portalApi } from '../../api/portalApi';
import { orderApi } from '../../api/orderApi';
import { portalUnauthorized } from '../../api/apiEvents';
import { bankCheckBaseApi } from '../../api/siteApis';
import { currentPortalPath, navigateTo } from '../../app/navigation';
import { hrefFor } from '../../config/paths';
import { consentChosen } from './sessionSlice';
import { clearDrafts, draftsBelongTo, holdDrafts } from '../../components/form/drafts';
import { accountLoaded, accountSwitched, loggedOut, sessionExpired } from './sessionEvents';
import { saveConsent } from './consentStorage';

// biome-ignore lint/suspicious/noExplicitAny: the store's types are built from these listeners; typing them here would be a cycle
export function registerSessionListeners(startListening: TypedStartListening<any, any>): void {
  // any 401 of the portal backend ends an open session (§4, §8); later concurrent 401s find it ended
  startListening({
    actionCreator: portalUnauthorized,
    effect: (_action, api) => {
      if ((api.getState() as { session: { status: string } }).session.status === 'loggedIn') {
        api.dispatch(sessionExpired({ redir: currentPortalPath() }));
      }
    },
  });
  startListening({
    actionCreator: sessionExpired,
    effect: (action, api) => {
      // what the forms hold stays in memory for the same customer's return
      holdDrafts();
      api.dispatch(portalApi.util.resetApiState());
      api.dispatch(orderApi.util.resetApiState());
      api.dispatch(bankCheckBaseApi.util.resetApiState());
      navigateTo(hrefFor('login.sessionExpired', {}, { redir: action.payload.redir }), { replace: true });
    },
  });
  startListening({
    matcher: isAnyOf(loggedOut, accountSwitched),
    effect: async (_action, api) => {
      clearDrafts();
      api.dispatch(portalApi.util.resetApiState());
      api.dispatch(orderApi.util.resetApiState());
      api.dispatch(bankCheckBaseApi.util.resetApiState());
      // the tab's memory of order calls names contracts: it goes with the customer. Its module comes with the
      // order screens, not in the first-load JS of /login
      const { forgetOrderMarks } = await import('../auftraege/orderMarks');
      forgetOrderMarks();
    },
  });
  // drafts belong to the customer who typed them: another customer's login discards them
  startListening({
    actionCreator: accountLoaded,
    effect: (action) => {
      const number = action.payload.data.kundendaten?.number;
      draftsBelongTo(number === undefined || number === null || number === '' ? null : String(number));
    },
  });
  startListening({
    actionCreator: consentChosen,
    effect: (action) => saveConsent(action.payload),
  });
}
