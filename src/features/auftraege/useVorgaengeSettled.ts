import { useEffect, useState } from 'react';
import { VORGAENGE_WAIT_MS } from '../../config/constants';
import { useVorgaengeQuery, type Vorgang } from './auftraegeApi';

/**
 * For pages whose content depends on the customer's running requests (the contract list's quick actions, a
 * contract's banner and hidden tabs): they wait for them, so that nothing appears and then moves or vanishes.
 * true once the answer is there, the call has failed, or VORGAENGE_WAIT_MS have passed (a hanging backend
 * must not hide the contracts; a late answer then updates the page). `skip`: not yet (no session).
 * `vorgaenge`: the answer, once there.
 */
export function useVorgaengeSettled(skip = false): { settled: boolean; vorgaenge: Vorgang[] | undefined } {
  const { isLoading, data } = useVorgaengeQuery(undefined, { skip });
  const answered = !skip && !isLoading;
  const [waited, setWaited] = useState(false);
  // only while waiting: a timer still running after the answer would re-render the whole page for nothing
  useEffect(() => {
    if (skip || answered) return undefined;
    const timer = setTimeout(() => setWaited(true), VORGAENGE_WAIT_MS);
    return () => clearTimeout(timer);
  }, [skip, answered]);
  return { settled: answered || (!skip && waited), vorgaenge: data };
}
