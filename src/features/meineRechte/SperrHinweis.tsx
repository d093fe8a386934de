import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useSessionReady } from '../../app/hooks';
import { Notice } from '../../components/feedback/Notice';
import { hrefFor } from '../../config/paths';
import { beanstandungsfrist } from '../../lib/beanstandung.mjs';
import { formatDate, formatEuro } from '../../lib/dates';
import { useBeanstandungenQuery } from './meineRechteApi';
import { useMeineRechteT } from '../../i18n/texts/meineRechte';

/**
 * Start page: a block for arrears announced in writing (§ 61 Abs. 4–7 TKG), with the amount, the notice and the
 * first day it may come, and the ways out: pay the invoices or dispute one. A dispute that brings the arrears
 * below the threshold lifts it, which the notice then says. Nothing without a notice, or without the call.
 */
export default function SperrHinweis() {
  const { t } = useMeineRechteT();
  const ready = useSessionReady();
  const { data } = useBeanstandungenQuery(undefined, { skip: !ready, refetchOnMountOrArgChange: true });
  const a = data?.androhung;
  if (!a) return null;
  const angedroht = a.status === 'angedroht';
  // the oldest invoice in arrears that can still be disputed
  const bestreitbar = a.rechnungen.find((r) => beanstandungsfrist(r.date, data.heute).offen);
  return (
    <Box component="section" aria-labelledby="sperre-heading" sx={{ mb: 4 }}>
      <Notice severity={angedroht ? 'error' : 'info'} role="none">
        <Typography id="sperre-heading" variant="h6" component="h2" sx={{ mb: 0.5 }}>
          {t(angedroht ? 'sperrHinweis.heading' : 'sperrHinweis.aufgehobenHeading')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {angedroht
            ? t(a.faellig ? 'sperrHinweis.faellig' : 'sperrHinweis.angedroht', {
                betrag: formatEuro(a.rueckstand),
                am: formatDate(a.angedrohtAm),
                ab: formatDate(a.sperreAb),
              })
            : t('sperrHinweis.aufgehoben', { betrag: formatEuro(a.rueckstand), am: formatDate(a.angedrohtAm) })}
        </Typography>
        {angedroht && (
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('sperrHinweis.auswege')}
          </Typography>
        )}
        <Box component="ul" sx={{ m: 0, pl: 2.5, '& li': { mb: 0.5 } }}>
          <li>
            <Link component={RouterLink} to={hrefFor('rechnungen.rechnungen')}>
              {t('sperrHinweis.bezahlen')}
            </Link>
          </li>
          {angedroht && bestreitbar && (
            <li>
              <Link component={RouterLink} to={hrefFor('meineRechte.beanstandung', { id: bestreitbar.id })}>
                {t('sperrHinweis.beanstanden', { nummer: bestreitbar.number || bestreitbar.id })}
              </Link>
            </li>
          )}
        </Box>
      </Notice>
    </Box>
  );
}
