import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { hrefFor } from '../../../config/paths';
import { QueryState } from '../../../components/feedback/QueryState';
import { DataList } from '../../../components/layout/DataList';
import { PageScaffold } from '../../../components/layout/PageScaffold';
import { useVorgaengeQuery, type Vorgang } from '../auftraegeApi';
import { isWithdrawable, newestFirst } from '../vorgangRules';
import { vorgangAnchor } from '../unterlagenRules';
import { UnterlageNachreichen, zeigtUnterlage } from '../UnterlageNachreichen';
import { vorgangRows, vorgangTitle } from '../vorgangText';
import { StoerungenListe } from '../../stoerung/StoerungenListe';
import { WiderrufAktion } from '../../widerruf/WiderrufAktion';
import { SectionBoundary } from '../../../components/feedback/SectionBoundary';
import { selectContract } from '../../eligibility/contractsSlice';
import { useAuftraegeT } from '../../../i18n/texts/auftraege';

// MUI's warning orange is below 4.5:1 as small text on white: the chips use colours that pass (the text says it)
const STATUS_COLOR = {
  eingegangen: 'primary',
  in_pruefung: 'default',
  wartet_auf_unterlagen: 'error',
  in_bearbeitung: 'primary',
  abgeschlossen: 'success',
  widerrufen: 'default',
} as const;

/** "Meine Aufträge": everything the customer sent from the portal, newest first, with what happens next. */
export default function AuftraegePage() {
  const { t } = useAuftraegeT();
  const query = useVorgaengeQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <PageScaffold>
      <Typography sx={{ mb: 2, maxWidth: 720 }}>{t('intro')}</Typography>
      <SectionBoundary name="Störungsmeldungen">
        <StoerungenListe />
      </SectionBoundary>
      <QueryState query={query} pendingLabel={t('loading')}>
        {(vorgaenge) =>
          vorgaenge.length === 0 ? (
            <>
              <Typography sx={{ my: 2 }}>{t('empty')}</Typography>
              <Link component={RouterLink} to={hrefFor('vertraege.list')}>
                {t('toContracts')}
              </Link>
            </>
          ) : (
            <>
              <Typography color="text.secondary" sx={{ mb: 1 }}>
                {t('count', { count: vorgaenge.length })}
              </Typography>
              <Box component="ul" aria-label={t('listLabel')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {newestFirst(vorgaenge).map((x) => (
                  <VorgangItem key={x.referenz} vorgang={x} />
                ))}
              </Box>
            </>
          )
        }
      </QueryState>
    </PageScaffold>
  );
}

function VorgangItem({ vorgang: x }: { vorgang: Vorgang }) {
  const { t } = useAuftraegeT();
  const vertrag = useAppSelector((s) => selectContract(s, x.vertragsId));
  // a move with a tariff change names both, with address, date, tariff and price
  const title = vorgangTitle(t, x);
  const rows = vorgangRows(t, x, vertrag);
  return (
    <Paper component="li" id={vorgangAnchor(x.referenz)} tabIndex={-1} variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ mr: 'auto' }}>
          {title}
        </Typography>
        <Chip
          label={`${t('status')}: ${t(`statusLabel.${x.status}`)}`}
          color={STATUS_COLOR[x.status]}
          variant="outlined"
          size="small"
        />
      </Box>
      <DataList rows={rows} />
      {/* the document the order waits for, and its receipt */}
      {zeigtUnterlage(x) && <UnterlageNachreichen vorgang={x} />}
      {/* „Vertrag widerrufen“ during the order's period */}
      {isWithdrawable(x) && <WiderrufAktion auftragsnummer={x.referenz} bestelltAm={x.eingangAm} />}
    </Paper>
  );
}
