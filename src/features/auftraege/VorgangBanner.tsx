import { Notice } from '../../components/feedback/Notice';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { hrefFor } from '../../config/paths';
import { useAuftraegeT } from '../../i18n/texts/auftraege';

/** In an order tab whose action is already running: says why the button is missing. */
export function BlockedNotice() {
  const { t } = useAuftraegeT();
  return (
    <Notice severity="info" sx={{ maxWidth: 720 }}>
      {t('blocked')}{' '}
      <Link component={RouterLink} to={hrefFor('auftraege')}>
        {t('banner.toAuftraege')}
      </Link>
    </Notice>
  );
}
