import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { hrefFor } from '../../../config/paths';
import { Notice } from '../../../components/feedback/Notice';
import { QueryState } from '../../../components/feedback/QueryState';
import { SuccessMessage } from '../../../components/feedback/SuccessMessage';
import { PageScaffold } from '../../../components/layout/PageScaffold';
import { formatDateTime } from '../../../lib/dates';
import { RechteBox } from '../components/RechteBox';
import { TerminBereich } from '../components/TerminBereich';
import { TicketAktionen } from '../components/TicketAktionen';
import { TicketUebersicht } from '../components/TicketUebersicht';
import { useStoerungenQuery } from '../stoerungApi';
import type { Stoerung } from '../stoerungSchemas';
import { useStoerungT } from '../../../i18n/texts/stoerung';

/** One fault ticket: status and latest message, the § 58 TKG rights, the technician appointment, additions. */
export default function StoerungPage() {
  const { t } = useStoerungT();
  const { nummer = '' } = useParams();
  const query = useStoerungenQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <PageScaffold>
      <QueryState query={query} pendingLabel={t('ticket.loading')}>
        {({ stoerungen, stand }) => {
          const s = stoerungen.find((x) => x.nummer === nummer);
          return s ? (
            <Ticket stoerung={s} stand={stand} />
          ) : (
            <Notice severity="info">
              {t('ticket.notFound')}{' '}
              <Link component={RouterLink} to={hrefFor('auftraege')}>
                {t('ticket.toAuftraege')}
              </Link>
            </Notice>
          );
        }}
      </QueryState>
    </PageScaffold>
  );
}

function Ticket({ stoerung: s, stand }: { stoerung: Stoerung; stand: string | null }) {
  const { t } = useStoerungT();
  const monatsentgelt = useAppSelector(
    (state) => state.contracts.list.find((c) => c.contractId === s.vertragsId)?.monthlyPrice ?? null,
  );
  const open = s.status !== 'behoben';
  return (
    <>
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('ticket.heading', { nummer: s.nummer })}
      </Typography>
      {!open && <SuccessMessage>{t('aktionen.behobenOk')}</SuccessMessage>}
      <TicketUebersicht stoerung={s} />
      <RechteBox stoerung={s} stand={stand} monatsentgelt={monatsentgelt} />
      {open && s.technikerNoetig && <TerminBereich stoerung={s} stand={stand} />}
      {open && <TicketAktionen stoerung={s} />}
      <Verlauf stoerung={s} />
    </>
  );
}

function Verlauf({ stoerung: s }: { stoerung: Stoerung }) {
  const { t } = useStoerungT();
  if (!s.nachrichten.length) return null;
  return (
    <Box component="section" aria-labelledby="verlauf-heading" sx={{ my: 3, maxWidth: 720 }}>
      <Typography id="verlauf-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('verlauf.heading')}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {[...s.nachrichten].reverse().map((n) => (
          <Box
            component="li"
            key={`${n.am}-${n.von}-${n.text}`}
            sx={{ borderLeft: 3, borderColor: 'divider', pl: 2, mb: 2 }}
          >
            <Typography variant="body2" color="text.secondary">
              {t('verlauf.eintrag', { datetime: formatDateTime(n.am), von: t(`verlauf.${n.von}`) })}
            </Typography>
            <Typography>{n.text}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
