import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import type { Campaign } from '../../config/paths';
import { hrefOfTarget, routeCampaign } from '../eligibility/routingThunks';
import { kampagneConsumed } from '../session/sessionSlice';

/** Runs the campaign's eligibility routing once and replaces the current entry with its target. */
export function useCampaignRouting(campaign: Campaign | null, enabled: boolean): { failed: boolean; started: boolean } {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const started = useRef(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!campaign || !enabled || started.current) return;
    started.current = true;
    dispatch(kampagneConsumed());
    dispatch(routeCampaign({ campaign }))
      .unwrap()
      // null: the session ended on the way; the session-expired page is already where the customer goes
      .then((target) => (target ? navigate(hrefOfTarget(target), { replace: true }) : undefined))
      .catch((error: unknown) => {
        console.error('Kampagnen-Routing fehlgeschlagen', error);
        setFailed(true);
      });
  }, [campaign, enabled, dispatch, navigate]);
  return { failed, started: started.current };
}
