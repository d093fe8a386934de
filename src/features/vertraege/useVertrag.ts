import { useParams } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import type { Vertrag } from '../../api/types';

/** The contract of the route's :id from the contracts slice (null if the customer has no such contract). */
export function useVertrag(): Vertrag | null {
  const { id } = useParams();
  return useAppSelector((state) => state.contracts.list.find((v) => v.contractId === id) ?? null);
}
