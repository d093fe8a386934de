import { Notice } from '../../../components/feedback/Notice';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { upgradeQuery, upgradeView } from '../../eligibility/upgradeRule';
import { GlasfaserBenachrichtigung } from '../../eligibility/GlasfaserBenachrichtigung';
import { useUpgradeDecision } from '../../eligibility/useUpgradeDecision';
import { orderHref } from '../orderLinks';
import { contractAddress } from '../vertragRules';
import type { TabProps } from './TabProps';
import { useVertraegeT } from '../../../i18n/texts/vertraege';

/**
 * Network build-out status at the contract address; leads to the upgrade exactly when the one upgrade rule
 * (upgradeRule.ts) finds one, so this tab and the "Technologie-Upgrade" tab never disagree.
 */
export default function AusbaustatusTab({ vertrag }: TabProps) {
  const { t } = useVertraegeT();
  const kundendaten = useAppSelector((state) => state.session.kundendaten);
  const decision = useUpgradeDecision(vertrag.contractId);
  const status = vertrag.ausbaustatus;
  const view = decision ? upgradeView(vertrag, decision) : null;
  return (
    <>
      <Typography sx={{ mb: 2 }}>{t('ausbaustatus.intro', { address: contractAddress(vertrag) })}</Typography>
      <Notice severity={status === 'fertig' ? 'success' : 'info'} sx={{ mb: 2, maxWidth: 720 }}>
        <strong>{t(`ausbaustatus.label.${status}`)}:</strong> {t(`ausbaustatus.${status}`)}
      </Notice>
      {decision && decision.kind !== 'none' && kundendaten && (
        <Button
          variant="contained"
          component={RouterLink}
          to={orderHref('technologieupgrade', vertrag, kundendaten, upgradeQuery(decision))}
        >
          {t('ausbaustatus.upgrade')}
        </Button>
      )}
      {view && !view.available && <Typography>{t(view.textKey)}</Typography>}
      {view?.benachrichtigen && <GlasfaserBenachrichtigung contractId={vertrag.contractId} />}
    </>
  );
}
