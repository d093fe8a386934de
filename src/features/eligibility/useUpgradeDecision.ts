import { useEffect, useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { upgradeOfContract } from './checkThunks';
import type { UpgradeDecision } from './upgradeRule';

/**
 * The upgrade decision of one contract (upgradeRule.ts via upgradeOfContract), null while it is checked.
 * The technology answers are cached by RTK Query, so the tabs and the order screen ask each address once.
 */
export function useUpgradeDecision(contractId: string, skip = false): UpgradeDecision | null {
  const dispatch = useAppDispatch();
  const [found, setFound] = useState<{ id: string; decision: UpgradeDecision } | null>(null);
  useEffect(() => {
    if (skip) return;
    let active = true;
    void dispatch(upgradeOfContract({ contractId }))
      .unwrap()
      .catch((): UpgradeDecision => ({ kind: 'none' }))
      .then((decision) => {
        if (active) setFound({ id: contractId, decision });
      });
    return () => {
      active = false;
    };
  }, [contractId, skip, dispatch]);
  return found?.id === contractId ? found.decision : null;
}
