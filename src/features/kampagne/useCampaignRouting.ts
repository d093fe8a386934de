import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import type { Campaign } from '../../config/paths';
import { hrefOfTarget, routeCampaign } from '../eligibility/routingThunks';
import { kampagneConsumed } from '../session/sessionSlice';

/** Runs the campaign's eligibility routing once and replaces the current entry with its target. */
export function useCampaignRouting(campaign: Campaign | null, enabled: boolean): { failed: boolean } {
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
      .then((target) => navigate(hrefOfTarget(target), { replace: true }))
      .catch((error: unknown) => {
        console.error('Kampagnen-Routing fehlgeschlagen', error);
        setFailed(true);
      });
  }, [campaign, enabled, dispatch, navigate]);
  return { failed };
}
