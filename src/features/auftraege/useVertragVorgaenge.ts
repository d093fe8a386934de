import { useMemo } from 'react';
import { useVorgaengeQuery } from './auftraegeApi';
import { vertragVorgaenge } from './vorgangRules';

const NONE: never[] = [];

/**
 * The running requests of one contract (banner, blocked tabs). While the list loads, or if the backend does
 * not offer it, nothing is blocked: the contract pages work as before.
 */
export function useVertragVorgaenge(contractId: string) {
  const { data } = useVorgaengeQuery();
  const list = data ?? NONE;
  const loaded = data !== undefined;
  return useMemo(() => ({ ...vertragVorgaenge(list, contractId), loaded }), [list, contractId, loaded]);
}
