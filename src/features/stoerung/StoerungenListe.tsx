import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { hrefFor } from '../../config/paths';
import { RechteBox } from './components/RechteBox';
import { TicketUebersicht } from './components/TicketUebersicht';
import { useStoerungenQuery } from './stoerungApi';
import { useStoerungT } from '../../i18n/texts/stoerung';

/**
 * The customer's fault tickets in „Meine Aufträge": status, latest message and the § 58 compensation so far.
 * Nothing at all while it loads, when there are none, or when the backend lacks the call (the orders stay).
 */
export function StoerungenListe() {
  const { t } = useStoerungT();
  const { data } = useStoerungenQuery(undefined, { refetchOnMountOrArgChange: true });
  const contracts = useAppSelector((state) => state.contracts.list);
  if (!data?.stoerungen.length) return null;
  return (
    <Box component="section" aria-labelledby="stoerungen-heading" sx={{ mb: 4 }}>
      <Typography id="stoerungen-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
        {t('liste.heading')}
      </Typography>
      <Box component="ul" aria-label={t('liste.label')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {data.stoerungen.map((s) => (
          <Paper component="li" variant="outlined" key={s.nummer} sx={{ p: 2, mb: 2 }}>
            <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
              {t('ticket.heading', { nummer: s.nummer })}
            </Typography>
            <TicketUebersicht stoerung={s} />
            <RechteBox
              stoerung={s}
              stand={data.stand}
              headingLevel="h3"
              monatsentgelt={contracts.find((c) => c.contractId === s.vertragsId)?.monthlyPrice ?? null}
            />
            <Link component={RouterLink} to={hrefFor('stoerung.detail', { nummer: s.nummer })}>
              {t('ticket.details', { nummer: s.nummer })}
            </Link>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
