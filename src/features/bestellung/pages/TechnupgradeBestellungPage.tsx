import { Notice } from '../../../components/feedback/Notice';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { hrefFor } from '../../../config/paths';
import { Pending } from '../../../components/feedback/Pending';
import { PageScaffold } from '../../../components/layout/PageScaffold';
import { upgradeQuery } from '../../eligibility/upgradeRule';
import { useUpgradeDecision } from '../../eligibility/useUpgradeDecision';
import { OrderFlow } from '../components/OrderFlow';
import { useOrderRouteProps, type OrderRouteProps } from '../orderRoute';
import { useBestellungT } from '../../../i18n/texts/bestellung';

/**
 * Technology upgrade order: query technologie, or glasUpgradeFrom for the 25 upgrade (glass-fibre variant).
 * Opened without either, the upgrade is decided by the one rule (upgradeRule.ts) the contract's tabs and the
 * deep link read, so all offer the same. A move's follow-up (code 4) is about the new address and keeps its
 * route as it is.
 */
export default function TechnupgradeBestellungPage() {
  const { t } = useBestellungT();
  const route = useOrderRouteProps();
  const decided = Boolean(route.technologie || route.glasUpgradeFrom || route.umzugsdatum);
  const contractId = route.id;
  const decision = useUpgradeDecision(contractId, decided);

  if (!decided && !decision)
    return (
      <PageScaffold>
        <Pending label={t('upgrade.checking')} />
      </PageScaffold>
    );
  if (!decided && decision?.kind === 'none')
    return (
      <PageScaffold>
        <Notice severity="info" sx={{ my: 2, maxWidth: 720 }}>
          {t('upgrade.none')}
        </Notice>
        <Link component={RouterLink} to={hrefFor('vertrag', { id: contractId })}>
          {t('toContract')}
        </Link>
      </PageScaffold>
    );
  const current: OrderRouteProps = decided || !decision ? route : { ...route, ...upgradeQuery(decision) };
  return <OrderFlow kind="technologiewechsel" route={current} />;
}
