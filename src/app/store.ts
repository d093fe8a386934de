import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { portalApi } from '../api/portalApi';
import { orderApi } from '../api/orderApi';
import { bankCheckBaseApi, editorialBaseApi, i18nBaseApi } from '../api/siteApis';
import { sessionReducer } from '../features/session/sessionSlice';
import { contractsReducer } from '../features/eligibility/contractsSlice';
import { bankdatenReducer } from '../features/bankdaten/bankdatenSlice';
import { trackingReducer } from '../features/tracking/trackingSlice';
import { specialOfferReducer } from '../features/specialOffer/specialOfferSlice';
import { registerSessionListeners } from '../features/session/sessionListeners';
import { registerTrackingListeners } from '../features/tracking/trackingListeners';
import { onFirstUse } from '../lib/onFirstUse';

/**
 * The root reducer, built when the first store is: combineReducers runs every reducer to check its shape, which
 * deep-freezes each initial state: at module load that lengthened the start-up chunk's evaluation, the longest
 * task of the page load; the start-up builds the store in a task of its own.
 */
const buildRootReducer = () =>
  combineReducers({
    session: sessionReducer,
    contracts: contractsReducer,
    bankdaten: bankdatenReducer,
    tracking: trackingReducer,
    specialOffer: specialOfferReducer,
    [portalApi.reducerPath]: portalApi.reducer,
    [orderApi.reducerPath]: orderApi.reducer,
    [editorialBaseApi.reducerPath]: editorialBaseApi.reducer,
    [i18nBaseApi.reducerPath]: i18nBaseApi.reducer,
    [bankCheckBaseApi.reducerPath]: bankCheckBaseApi.reducer,
  });

const rootReducer = onFirstUse(buildRootReducer);

export type RootState = ReturnType<ReturnType<typeof buildRootReducer>>;

/** Builds the app's one store; tests build exactly this store with their own preloaded state. */
export function makeStore(preloadedState?: Partial<RootState>) {
  const listener = createListenerMiddleware();
  const store = configureStore({
    reducer: rootReducer(),
    preloadedState,
    devTools: process.env.NODE_ENV !== 'production',
    middleware: (getDefault) =>
      getDefault()
        .prepend(listener.middleware)
        .concat(
          portalApi.middleware,
          orderApi.middleware,
          editorialBaseApi.middleware,
          i18nBaseApi.middleware,
          bankCheckBaseApi.middleware,
        ),
  });
  registerSessionListeners(listener.startListening.withTypes<RootState, AppDispatch>());
  registerTrackingListeners(listener.startListening.withTypes<RootState, AppDispatch>());
  setupListeners(store.dispatch);
  return store;
}

/** The state build-time prerendered pages are rendered with (src/prerender: makeStore() as it starts). */
export function prerenderState(): RootState {
  return rootReducer()(undefined, { type: '@@kundenportal/prerender' });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
