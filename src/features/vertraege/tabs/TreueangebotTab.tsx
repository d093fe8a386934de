import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useAppSelector } from '../../../app/hooks';
import { ErrorMessage } from '../../../components/feedback/ErrorMessage';
import { SuccessMessage } from '../../../components/feedback/SuccessMessage';
import { useRequestTreueangebotMutation } from '../vertraegeApi';
import { OrderOffer } from './OrderOffer';
import type { TabProps } from './TabProps';
import { useVertraegeT } from '../../../i18n/texts/vertraege';

/** Loyalty offer: order it directly, or ask for a call back (POST user/treueangebot). */
export default function TreueangebotTab({ vertrag }: TabProps) {
  const { t } = useVertraegeT();
  const customerNumber = useAppSelector((state) => state.session.kundendaten?.number ?? '');
  const [request, { data, error, isLoading }] = useRequestTreueangebotMutation();
  return (
    <>
      <OrderOffer tab="treueangebot" vertrag={vertrag} />
      {data ? (
        <SuccessMessage>
          {t('order.treueangebot.requested')}
          {data.vorgangsnummer && ` ${t('order.treueangebot.requestedNr', { nr: data.vorgangsnummer })}`}
        </SuccessMessage>
      ) : (
        <Button
          variant="outlined"
          sx={{ mt: 2 }}
          disabled={isLoading}
          aria-busy={isLoading}
          startIcon={isLoading ? <CircularProgress size={18} aria-hidden="true" /> : undefined}
          onClick={() => void request({ customerNumber, contractNumber: vertrag.contractId })}
        >
          {t('order.treueangebot.request')}
        </Button>
      )}
      {error !== undefined && <ErrorMessage error={error} />}
    </>
  );
}
