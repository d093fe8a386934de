import type { Kampagnendaten } from '../../api/types';
import { CAMPAIGNS } from '../../config/paths';
import { campaignOfPath } from '../eligibility/rules';
import { useCampaignRouting } from './useCampaignRouting';

/**
 * Routes into the campaign of a resumed entry (see KampagneResume). It is unmounted as soon as the routing
 * has consumed the entry; the routing goes on and navigates through the router when it is done.
 */
export default function ResumeRouting({ entry, enabled }: { entry: Kampagnendaten; enabled: boolean }) {
  useCampaignRouting(campaignOfPath(entry.path, CAMPAIGNS), entry, enabled);
  return null;
}
