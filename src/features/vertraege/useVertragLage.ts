import { useMemo } from 'react';
import type { Vertrag } from '../../api/types';
import { useAppSelector } from '../../app/hooks';
import { VERTRAG_TABS } from '../../config/paths';
import { useVorgaengeQuery } from '../auftraege/auftraegeApi';
import { vertragLage } from './vertragLage';

const NONE: never[] = [];

/**
 * The one rule's answer for a contract (status, banners, tabs, actions). While the running requests load, or if
 * the backend does not offer them, the contract as the list describes it decides.
 */
export function useVertragLage(vertrag: Vertrag) {
  const { data } = useVorgaengeQuery();
  const specialOffer = useAppSelector((state) => state.specialOffer.offer);
  const contracts = useAppSelector((state) => state.contracts.list);
  const vorgaenge = data ?? NONE;
  return useMemo(
    () => vertragLage(vertrag, vorgaenge, { specialOffer, contracts }, VERTRAG_TABS),
    [vertrag, vorgaenge, specialOffer, contracts],
  );
}
