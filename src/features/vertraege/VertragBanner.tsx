import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { Notice } from '../../components/feedback/Notice';
import { hrefFor } from '../../config/paths';
import { formatDate, formatDateTime } from '../../lib/dates';
import type { VertragBannerInfo, VertragLage } from './vertragLage';
import { useAuftraegeT } from '../../i18n/texts/auftraege';

/** "Gekündigt zum …" / "Für diesen Vertrag läuft ein Auftrag vom …" above a contract's pages, from the one rule. */
export function VertragBanner({ lage }: { lage: VertragLage }) {
  const { t } = useAuftraegeT();
  const text = (b: VertragBannerInfo) => {
    switch (b.kind) {
      case 'gekuendigt':
        return t('banner.gekuendigt', {
          date: formatDate(b.zum),
          ref: b.referenz,
          eingang: formatDateTime(b.eingangAm),
        });
      case 'widerrufen':
        return t('banner.widerrufen');
      case 'auftrag':
        return t('banner.auftrag', {
          eingang: formatDateTime(b.eingangAm),
          was: [t(`bestellart.${b.bestellart}`), b.produkt].filter(Boolean).join(' '),
          ref: b.referenz,
        });
      case 'umzug':
        return t('banner.umzug', { date: formatDate(b.zum), ref: b.referenz });
    }
  };
  if (!lage.banners.length) return null;
  return (
    <Notice severity={lage.beendet ? 'warning' : 'info'} sx={{ mb: 2 }}>
      {lage.banners.map((b) => (
        <Typography key={b.kind} variant="body2" sx={{ mb: 0.5 }}>
          {text(b)}
        </Typography>
      ))}
      <Link component={RouterLink} to={hrefFor('auftraege')}>
        {t('banner.toAuftraege')}
      </Link>
    </Notice>
  );
}
