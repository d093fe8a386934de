import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { hrefFor } from '../../../config/paths';
import { SuccessMessage } from '../../../components/feedback/SuccessMessage';
import { PageScaffold } from '../../../components/layout/PageScaffold';
import { formatDateTime } from '../../../lib/dates';
import type { SummaryInput } from '../contractSummary';
import { SummaryPdfButton } from './PreContractInfo';
import { WiderrufAktion } from '../../widerruf/WiderrufAktion';
import { OrderRecap } from './OrderRecap';
import { useBestellungT } from '../../../i18n/texts/bestellung';

export interface OrderDone {
  /** the confirmation with the order or process number */
  message: string;
  hint?: string;
  /** what was ordered: the contract summary PDF is offered again */
  summary?: SummaryInput;
  /** a sender's reference and receipt time (the move with a new tariff): recapped, and withdrawable */
  auftrag?: SummaryInput['auftrag'];
}

/** The confirmation of an order; a move names its new address and date, and the tariff it brings. */
export function OrderDoneView({ done, moveRows }: { done: OrderDone; moveRows: Array<[string, string]> }) {
  const { t } = useBestellungT();
  return (
    <PageScaffold>
      <SuccessMessage>
        {done.message}
        {moveRows.length > 0 && (
          <Box component="span" sx={{ display: 'block', mt: 1 }}>
            {done.summary
              ? t('umzug.confirmationTarif', {
                  address: moveRows[0][1],
                  date: moveRows[1][1],
                  tarif: done.summary.terms.tarif.name,
                })
              : t('umzug.confirmation', { address: moveRows[0][1], date: moveRows[1][1] })}
          </Box>
        )}
      </SuccessMessage>
      {done.summary?.auftrag?.eingangAm && (
        <Typography sx={{ mb: 1 }}>
          {t('receivedAt', { datetime: formatDateTime(done.summary.auftrag.eingangAm) })}
        </Typography>
      )}
      {done.hint && <Typography sx={{ mb: 2 }}>{done.hint}</Typography>}
      {done.summary?.auftrag?.auftragsschluessel && (
        <Typography sx={{ mb: 2 }} data-testid="auftragsschluessel">
          {t('auftragsschluessel', { key: done.summary.auftrag.auftragsschluessel })}
        </Typography>
      )}
      {/* slot: what was ordered, recapped */}
      {done.summary && <OrderRecap input={done.summary} />}
      {done.summary && <SummaryPdfButton input={done.summary} />}
      {/* slot: „Vertrag widerrufen“ for the order just sent */}
      {done.summary?.auftrag?.auftragsnummer && done.summary.auftrag.eingangAm && (
        <WiderrufAktion
          auftragsnummer={done.summary.auftrag.auftragsnummer}
          bestelltAm={done.summary.auftrag.eingangAm}
        />
      )}
      <Link component={RouterLink} to={hrefFor('vertraege.list')}>
        {t('toContracts')}
      </Link>
    </PageScaffold>
  );
}
