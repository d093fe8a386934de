import { useState } from 'react';
import { errorMessageText } from '../../../components/feedback/errorMessageText';
import { useKostenSchutzT } from '../../../i18n/texts/kostenSchutz';

/**
 * The state every switch section shares: which switch is saving, the error at the switch, the confirmation.
 * `run` sends one change; the section's switches stay disabled while it is under way (nothing is sent twice).
 */
export function useSchalter() {
  const { t } = useKostenSchutzT();
  const [pending, setPending] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const run = async (key: string, send: () => Promise<unknown>, done: string) => {
    setPending(key);
    setMessage(null);
    setErrors({});
    try {
      await send();
      setMessage(done);
    } catch (error) {
      setErrors({ [key]: errorMessageText(error, t('failed'), t as never) });
    } finally {
      setPending(null);
    }
  };
  return { pending, errorOf: (key: string) => errors[key] ?? null, message, run };
}
