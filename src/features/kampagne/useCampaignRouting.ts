import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import type { Kampagnendaten } from '../../api/types';
import type { Campaign } from '../../config/paths';
import { DASHBOARD } from '../eligibility/rules';
import { hrefOfTarget, routeCampaign } from '../eligibility/routingThunks';
import { offerNotAvailableState } from './offerNotice';
import { kampagneConsumed } from '../session/sessionSlice';
import { rememberRouted } from './campaignMemory';

/**
 * Runs the campaign's eligibility routing once and replaces the current entry with its target. The entry is
 * remembered as routed (campaignMemory), so the backend's copy of it cannot route a later reload or tab again.
 */
export function useCampaignRouting(
  campaign: Campaign | null,
  entry: Kampagnendaten | null,
  enabled: boolean,
): { failed: boolean; started: boolean } {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const started = useRef(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!campaign || !enabled || started.current) return;
    started.current = true;
    if (entry) rememberRouted(entry);
    dispatch(kampagneConsumed());
    dispatch(routeCampaign({ campaign }))
      .unwrap()
      // null: the session ended on the way; the session-expired page is already where the customer goes
      .then((target) =>
        target
          ? // no eligible contract (§2: start page): the start page says why (router state, OfferNotAvailableNotice)
            navigate(hrefOfTarget(target), {
              replace: true,
              state: target.name === DASHBOARD.name ? offerNotAvailableState(campaign) : undefined,
            })
          : undefined,
      )
      .catch((error: unknown) => {
        console.error('Kampagnen-Routing fehlgeschlagen', error);
        setFailed(true);
      });
  }, [campaign, entry, enabled, dispatch, navigate]);
  return { failed, started: started.current };
}
