import { useDeferredValue } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();

/**
 * For pages with a prerendered frame (route table: shell): true once the session is there, as a deferred
 * value. The store's update then renders at once only what changed in the frame, and the customer's data
 * renders in a background render in slices that leave the browser free (one long task otherwise).
 * Here beside the typed hooks, so that any feature may wait for the session without importing the session feature.
 */
export function useSessionReady(): boolean {
  return useDeferredValue(useAppSelector((state) => state.session.status === 'loggedIn'));
}
