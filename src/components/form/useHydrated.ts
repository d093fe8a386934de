import { startTransition, useEffect, useState } from 'react';

/** set by start.tsx while a prerendered page hydrates; the first effect after the hydration clears it */
let hydrating = false;

/** start.tsx: the page about to render is a prerendered one that hydrates. */
export function startHydrating(): void {
  hydrating = true;
}

/**
 * false while a prerendered page is not yet hydrated (and on the server), true afterwards. Forms keep
 * their submit button disabled until then: a native submit before React handles it must not happen.
 * The switch to true after a hydration renders as a transition: React slices it into short tasks, where an
 * external store's change (useSyncExternalStore) would re-render every user of it in one blocking task.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => typeof window !== 'undefined' && !hydrating);
  useEffect(() => {
    hydrating = false;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
