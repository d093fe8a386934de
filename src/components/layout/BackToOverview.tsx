import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { hrefFor } from '../../config/paths';

export function BackToOverview() {
  const { t } = useTranslation('meineDaten');
  return (
    <Link component={RouterLink} to={hrefFor('meinedaten.stammdaten')} sx={{ display: 'inline-block', mt: 3 }}>
      {t('backToOverview')}
    </Link>
  );
}
