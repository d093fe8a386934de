import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { hrefFor } from '../../../config/paths';
import { SuccessMessage } from '../../../components/feedback/SuccessMessage';
import { formatDate } from '../../../lib/dates';
import { addressLine } from '../../../lib/address';
import type { UmzugRequest, UmzugResponse } from '../bestellungPortalApi';
import type { SummaryRow } from '../contractSummary';
import { RecapSection } from './OrderRecap';
import { useBestellungT } from '../../../i18n/texts/bestellung';

export const umzugAddressText = addressLine;

/** The move as entered (new address, date). */
export function UmzugFacts({ request }: { request: UmzugRequest }) {
  const { t } = useBestellungT();
  return (
    <>
      <Typography>{t('umzug.neueAdresse', { address: umzugAddressText(request) })}</Typography>
      <Typography sx={{ mb: 2 }}>{t('umzug.umzugsdatum', { date: formatDate(request.umzugsdatum) })}</Typography>
    </>
  );
}

/**
 * Post-move data: the backend's answer to umzugeinfach / umzugactivity. The move went through (2xx);
 * date and address come from the answer when it has them, otherwise from what was sent.
 */
export function UmzugDone({
  result,
  request,
  rows,
}: {
  result: UmzugResponse;
  request: UmzugRequest;
  /** the review step's rows, recapped */
  rows?: SummaryRow[] | null;
}) {
  const { t } = useBestellungT();
  return (
    <>
      <SuccessMessage>
        {t('umzug.done')}
        {result.vorgangsnummer && ` ${t('umzug.doneNr', { nr: result.vorgangsnummer })}`}
      </SuccessMessage>
      <Typography sx={{ mb: 2 }}>
        {t('umzug.doneDetails', {
          date: formatDate(result.umzugsdatum || request.umzugsdatum),
          address: umzugAddressText(result.neueAdresse ?? request),
        })}
      </Typography>
      {rows && <RecapSection heading={t('umzug.review.doneHeading')} rows={rows} />}
      <Link component={RouterLink} to={hrefFor('vertraege.list')}>
        {t('toContracts')}
      </Link>
    </>
  );
}

/** Shown when a move screen is opened without the new address. */
export function UmzugMissing({ id }: { id: string }) {
  const { t } = useBestellungT();
  return (
    <>
      <Typography sx={{ mb: 2 }}>{t('umzug.missing')}</Typography>
      <Link component={RouterLink} to={hrefFor('vertragdetail.umzug', { id })}>
        {t('umzug.toAddress')}
      </Link>
    </>
  );
}
