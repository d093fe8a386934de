import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useAppSelector } from '../../../app/hooks';
import { DataList, type DataListRow } from '../../../components/layout/DataList';
import { formatDateTime } from '../../../lib/dates';
import { useSlotText } from './useSlotText';
import type { Stoerung } from '../stoerungSchemas';
import { selectContract } from '../../eligibility/contractsSlice';
import { useStoerungT } from '../../../i18n/texts/stoerung';

// primary and success are the palette colours with AA contrast as outlined chip text on white
const STATUS_COLOR = {
  gemeldet: 'primary',
  in_bearbeitung: 'primary',
  techniker_beauftragt: 'primary',
  behoben: 'success',
} as const;

export function StatusChip({ stoerung }: { stoerung: Stoerung }) {
  const { t } = useStoerungT();
  return (
    <Chip
      label={`${t('status.label')}: ${t(`status.${stoerung.status}`)}`}
      color={STATUS_COLOR[stoerung.status]}
      variant="outlined"
      size="small"
    />
  );
}

/** Number, contract, what is affected, dates, status and the provider's latest message of a ticket. */
export function TicketUebersicht({ stoerung: s }: { stoerung: Stoerung }) {
  const { t } = useStoerungT();
  const slotText = useSlotText();
  const vertrag = useAppSelector((state) => selectContract(state, s.vertragsId));
  const rows: DataListRow[] = [
    [t('ticket.nummer'), s.nummer],
    [
      t('ticket.vertrag'),
      vertrag ? t('ticket.vertragWert', { name: vertrag.name || '-', id: s.vertragsId }) : s.vertragsId,
    ],
    [t('ticket.betroffen'), t('ticket.betroffenWert', { dienst: t(`dienst.${s.dienst}`), art: t(`art.${s.art}`) })],
    [t('ticket.gemeldetAm'), t('ticket.uhr', { datetime: formatDateTime(s.gemeldetAm) })],
    [t('status.label'), t(`status.${s.status}`)],
  ];
  if (s.letzteMeldung?.text)
    rows.push([
      t('ticket.letzteMeldung'),
      s.letzteMeldung.am
        ? t('ticket.letzteMeldungWert', { text: s.letzteMeldung.text, datetime: formatDateTime(s.letzteMeldung.am) })
        : s.letzteMeldung.text,
    ]);
  if (s.termin) rows.push([t('ticket.termin'), slotText(s.termin)]);
  if (s.behobenAm) rows.push([t('ticket.behobenAm'), t('ticket.uhr', { datetime: formatDateTime(s.behobenAm) })]);
  else if (s.voraussichtlichBehobenAm)
    rows.push([t('ticket.voraussichtlich'), t('ticket.uhr', { datetime: formatDateTime(s.voraussichtlichBehobenAm) })]);
  return (
    <Box>
      <StatusChip stoerung={s} />
      <DataList rows={rows} />
    </Box>
  );
}
