import { useMatches } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { CAMPAIGNS } from '../../config/paths';
import { campaignOfPath } from '../eligibility/rules';
import { useCampaignRouting } from './useCampaignRouting';

/**
 * Mount once inside the private area: when GET user/current brought kampagnendaten (a campaign opened
 * before the login, carried by the backend), route into that campaign's flow once (kampagneConsumed).
 * On the deep-link page itself nothing happens: that page routes.
 */
export function KampagneResume() {
  const kampagnendaten = useAppSelector((state) => state.session.kampagnendaten);
  const loggedIn = useAppSelector((state) => state.session.status === 'loggedIn');
  const onDeepLink = useMatches().some((m) =>
    String((m.handle as { name?: string } | undefined)?.name ?? '').startsWith('kampagne.'),
  );
  const campaign = kampagnendaten ? campaignOfPath(kampagnendaten.path, CAMPAIGNS) : null;
  useCampaignRouting(campaign, loggedIn && !onDeepLink);
  return null;
}
