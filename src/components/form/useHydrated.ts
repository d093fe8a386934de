import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * false while a prerendered page is not yet hydrated (and on the server), true afterwards. Forms keep
 * their submit button disabled until then: a native submit before React handles it must not happen.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
