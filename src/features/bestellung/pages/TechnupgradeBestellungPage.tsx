import { Notice } from '../../../components/feedback/Notice';
import Link from '@mui/material/Link';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { hrefFor } from '../../../config/paths';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../app/hooks';
import { Pending } from '../../../components/feedback/Pending';
import { PageScaffold } from '../../../components/layout/PageScaffold';
import { registerMessages } from '../../../i18n';
import bestellung from '../../../i18n/de/bestellung.json';
import { upgradeOfContract } from '../../eligibility/checkThunks';
import { OrderFlow } from '../components/OrderFlow';
import { useOrderRouteProps, type OrderRouteProps } from '../orderRoute';

registerMessages('bestellung', bestellung);

/**
 * Technology upgrade order: query technologie, or glasUpgradeFrom for the 25 upgrade (glass-fibre variant).
 * Opened without either (the contract's tab), the upgrade is decided as the deep link decides it, so both
 * offer the same list. A move's follow-up (code 4) is about the new address and keeps its route as it is.
 */
export default function TechnupgradeBestellungPage() {
  const { t } = useTranslation('bestellung');
  const dispatch = useAppDispatch();
  const route = useOrderRouteProps();
  const decided = Boolean(route.technologie || route.glasUpgradeFrom || route.umzugsdatum);
  const contractId = route.id;
  // the upgrade found for this contract: technologie, glasUpgradeFrom or neither
  const [upgrade, setUpgrade] = useState<{ id: string; technologie?: string; glasUpgradeFrom?: string } | null>(null);

  useEffect(() => {
    if (decided) return;
    let active = true;
    void dispatch(upgradeOfContract({ contractId }))
      .unwrap()
      .catch(() => ({}))
      .then((found) => {
        if (active) setUpgrade({ id: contractId, ...found });
      });
    return () => {
      active = false;
    };
  }, [contractId, decided, dispatch]);

  if (!decided && upgrade?.id !== contractId)
    return (
      <PageScaffold>
        <Pending label={t('upgrade.checking')} />
      </PageScaffold>
    );
  if (!decided && !upgrade?.technologie && !upgrade?.glasUpgradeFrom)
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
  const current: OrderRouteProps = decided
    ? route
    : { ...route, technologie: upgrade?.technologie, glasUpgradeFrom: upgrade?.glasUpgradeFrom };
  return <OrderFlow kind="technologiewechsel" route={current} />;
}
