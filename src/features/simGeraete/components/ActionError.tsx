import { ErrorMessage } from '../../../components/feedback/ErrorMessage';
import { Notice } from '../../../components/feedback/Notice';
import { StepUpCancelled } from '../../sicherheit/useStepUp';
import { useSimT } from '../../../i18n/texts/sim';

/** A SIM action that failed: the server's message, or that the customer did not confirm it. */
export function ActionError({ error, fallbackKey }: { error: unknown; fallbackKey: string }) {
  const { t } = useSimT();
  if (error === null || error === undefined) return null;
  if (error instanceof StepUpCancelled)
    return (
      <Notice severity="info" role="status" sx={{ my: 2 }}>
        {t('bestaetigung.cancelled')}
      </Notice>
    );
  return <ErrorMessage error={error} fallbackKey={`sim:${fallbackKey}`} />;
}
