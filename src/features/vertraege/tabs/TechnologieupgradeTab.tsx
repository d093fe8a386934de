import Typography from '@mui/material/Typography';
import { Notice } from '../../../components/feedback/Notice';
import { Pending } from '../../../components/feedback/Pending';
import { upgradeQuery, upgradeView } from '../../eligibility/upgradeRule';
import { useUpgradeDecision } from '../../eligibility/useUpgradeDecision';
import { GlasfaserBenachrichtigung } from '../../eligibility/GlasfaserBenachrichtigung';
import type { TabProps } from './TabProps';
import { OrderOffer } from './OrderOffer';
import { useVertraegeT } from '../../../i18n/texts/vertraege';

/**
 * Tab "technologieupgrade": the upgrade the one rule decides (upgradeRule.ts, as the deep link and the order
 * screen decide it), with the build-out status of the contract address next to it, or that there is none.
 */
export default function TechnologieupgradeTab({ vertrag }: TabProps) {
  const { t } = useVertraegeT();
  const decision = useUpgradeDecision(vertrag.contractId);
  if (!decision) return <Pending label={t('upgrade.checking')} />;
  const view = upgradeView(vertrag, decision);
  return (
    <>
      <BuildOutStatus status={view.ausbaustatus} />
      {view.available ? (
        <OrderOffer tab="technologieupgrade" vertrag={vertrag} text={t(view.textKey)} query={upgradeQuery(decision)} />
      ) : (
        <Notice severity="info" sx={{ maxWidth: 720 }}>
          {t(view.textKey)}
        </Notice>
      )}
      {view.benachrichtigen && <GlasfaserBenachrichtigung contractId={vertrag.contractId} />}
    </>
  );
}

/** "Ausbaustatus: Nicht geplant" as one line, shown next to the upgrade offer. */
export function BuildOutStatus({ status }: { status: TabProps['vertrag']['ausbaustatus'] }) {
  const { t } = useVertraegeT();
  return (
    <Typography sx={{ mb: 2 }}>
      <strong>{t('upgrade.ausbaustatus')}</strong> {t(`ausbaustatus.label.${status}`)}
    </Typography>
  );
}
