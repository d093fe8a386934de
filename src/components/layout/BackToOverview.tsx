import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { hrefFor } from '../../config/paths';
import { useMeineDatenT } from '../../i18n/texts/meineDaten';

export function BackToOverview() {
  const { t } = useMeineDatenT();
  return (
    <Link component={RouterLink} to={hrefFor('meinedaten.stammdaten')} sx={{ display: 'inline-block', mt: 3 }}>
      {t('backToOverview')}
    </Link>
  );
}
