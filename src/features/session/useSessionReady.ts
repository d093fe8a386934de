import { useDeferredValue } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectLoggedIn } from './sessionSlice';

/**
 * For pages with a prerendered frame (route table: shell): true once the session is there, as a deferred
 * value. The store's update then renders at once only what changed in the frame, and the customer's data
 * renders in a background render in slices that leave the browser free (issue 18: one long task otherwise).
 */
export function useSessionReady(): boolean {
  return useDeferredValue(useAppSelector(selectLoggedIn));
}
