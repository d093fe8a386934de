import { Notice } from '../../../components/feedback/Notice';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { hrefFor } from '../../../config/paths';
import { useBestellungT } from '../../../i18n/texts/bestellung';

/** Orders are paid by direct debit (§3, payment type 1), which needs an IBAN: says so and where to add one. */
export function MissingIbanNotice() {
  const { t } = useBestellungT();
  return (
    <Notice severity="warning" sx={{ my: 2, maxWidth: 720 }}>
      {t('iban.missing')}{' '}
      <Link component={RouterLink} to={hrefFor('meinedaten.bankdaten')} color="inherit" sx={{ fontWeight: 600 }}>
        {t('iban.add')}
      </Link>
    </Notice>
  );
}
