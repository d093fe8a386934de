import { Notice } from '../../../components/feedback/Notice';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { orderHref } from '../orderLinks';
import { contractAddress, isTabApplicable } from '../vertragRules';
import type { TabProps } from './TabProps';

/** Network build-out status at the contract address; leads to the upgrade when fibre is there. */
export default function AusbaustatusTab({ vertrag }: TabProps) {
  const { t } = useTranslation('vertraege');
  const kundendaten = useAppSelector((state) => state.session.kundendaten);
  const status = vertrag.ausbaustatus;
  const upgrade = status === 'fertig' && isTabApplicable(vertrag, { specialOffer: null }, 'technologieupgrade');
  return (
    <>
      <Typography sx={{ mb: 2 }}>{t('ausbaustatus.intro', { address: contractAddress(vertrag) })}</Typography>
      <Notice severity={status === 'fertig' ? 'success' : 'info'} sx={{ mb: 2, maxWidth: 720 }}>
        <strong>{t(`ausbaustatus.label.${status}`)}:</strong> {t(`ausbaustatus.${status}`)}
      </Notice>
      {upgrade && kundendaten && (
        <Button variant="contained" component={RouterLink} to={orderHref('technologieupgrade', vertrag, kundendaten)}>
          {t('ausbaustatus.upgrade')}
        </Button>
      )}
    </>
  );
}
