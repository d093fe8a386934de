import { Notice } from '../../components/feedback/Notice';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { hrefFor } from '../../config/paths';
import { registerMessages } from '../../i18n';
import auftraege from '../../i18n/de/auftraege.json';

registerMessages('auftraege', auftraege);

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
