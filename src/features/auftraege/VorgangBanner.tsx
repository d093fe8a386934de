import { Notice } from '../../components/feedback/Notice';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { hrefFor } from '../../config/paths';
import { registerMessages } from '../../i18n';
import auftraege from '../../i18n/de/auftraege.json';
import { formatDateTime, formatDate } from '../../lib/dates';
import { useVertragVorgaenge } from './useVertragVorgaenge';

registerMessages('auftraege', auftraege);

/** "Gekündigt zum …" / "Für diesen Vertrag läuft ein Auftrag vom …" above a contract's pages. */
export function VorgangBanner({ contractId }: { contractId: string }) {
  const { t } = useTranslation('auftraege');
  const { kuendigung, auftrag, umzug } = useVertragVorgaenge(contractId);
  const texts = [
    kuendigung &&
      t('banner.gekuendigt', {
        date: formatDate(kuendigung.zum),
        ref: kuendigung.referenz,
        eingang: formatDateTime(kuendigung.eingangAm),
      }),
    auftrag &&
      t('banner.auftrag', {
        eingang: formatDateTime(auftrag.eingangAm),
        was: [t(`bestellart.${auftrag.bestellart}`), auftrag.produkt].filter(Boolean).join(' '),
        ref: auftrag.referenz,
      }),
    umzug && t('banner.umzug', { date: formatDate(umzug.zum), ref: umzug.referenz }),
  ].filter((text): text is string => !!text);
  if (!texts.length) return null;
  return (
    <Notice severity={kuendigung ? 'warning' : 'info'} sx={{ mb: 2 }}>
      {texts.map((text) => (
        <Typography key={text} variant="body2" sx={{ mb: 0.5 }}>
          {text}
        </Typography>
      ))}
      <Link component={RouterLink} to={hrefFor('auftraege')}>
        {t('banner.toAuftraege')}
      </Link>
    </Notice>
  );
}

/** In an order tab whose action is already running: says why the button is missing. */
export function BlockedNotice() {
  const { t } = useTranslation('auftraege');
  return (
    <Notice severity="info" sx={{ maxWidth: 720 }}>
      {t('blocked')}{' '}
      <Link component={RouterLink} to={hrefFor('auftraege')}>
        {t('banner.toAuftraege')}
      </Link>
    </Notice>
  );
}
