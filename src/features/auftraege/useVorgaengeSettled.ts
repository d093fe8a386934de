import { useDeferredValue, useEffect, useState } from 'react';
import { VORGAENGE_WAIT_MS } from '../../config/constants';
import { useVorgaengeQuery, type Vorgang } from './auftraegeApi';

/**
 * For pages whose content depends on the customer's running requests (the contract list's quick actions, a
 * contract's banner and hidden tabs): they wait for them, so that nothing appears and then moves or vanishes.
 * Settled once the answer is there, the call has failed, or VORGAENGE_WAIT_MS have passed (a hanging backend
 * must not hide the contracts; a late answer then updates the page). `skip`: not yet (no session).
 * `vorgaenge`: the answer, once there.
 */
export function useVorgaengeSettled(skip = false): { settled: boolean; vorgaenge: Vorgang[] | undefined } {
  const { isLoading, data } = useVorgaengeQuery(undefined, { skip });
  // latched: once settled, a page never waits again. A failed query is fetched anew by every new subscriber,
  // and the content shown after the wait subscribes (banner, tabs): waiting again would hide it, its
  // subscribers would leave and come back with the next failure — a request loop.
  // settled from the start when the answer is there already (a page opened later): no deferred second render
  const [settled, setSettled] = useState(() => !skip && !isLoading);
  if (!skip && !isLoading && !settled) setSettled(true);
  // the timer only while waiting: still running after the answer, it would re-render the page for nothing
  useEffect(() => {
    if (skip || settled) return undefined;
    const timer = setTimeout(() => setSettled(true), VORGAENGE_WAIT_MS);
    return () => clearTimeout(timer);
  }, [skip, settled]);
  // The page's content appears in a deferred render, which React cuts into short tasks: the answer arrives
  // through the store, whose updates React renders in one go, and a contract page or list rendered with it
  // was one long task on a phone (Total Blocking Time, docs/performance.md)
  return { settled: useDeferredValue(settled), vorgaenge: data };
}
