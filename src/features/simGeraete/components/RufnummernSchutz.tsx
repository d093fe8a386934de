import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Notice } from '../../../components/feedback/Notice';
import { SuccessMessage } from '../../../components/feedback/SuccessMessage';
import { formatDateTime } from '../../../lib/dates';
import { useRufnummernsperreMutation } from '../simApi';
import type { SimsAnswer } from '../simSchemas';
import { useBestaetigung } from '../useBestaetigung';
import { ActionError } from './ActionError';
import { useSimT } from '../../../i18n/texts/sim';

/**
 * „Rufnummernsperre gegen SIM-Tausch“: on, a SIM swap, an eSIM transfer and a port-out wait 24 hours with an
 * e-mail; off takes the same confirmation and wait (the server enforces both). A switch-off that is waiting is
 * shown with its end; switching on again stops it.
 */
export function RufnummernSchutz({ contractId, answer }: { contractId: string; answer: SimsAnswer }) {
  const { t } = useSimT();
  const { aktiv, aufhebungAb } = answer.rufnummernsperre;
  const [save, saving] = useRufnummernsperreMutation();
  const { send, dialog } = useBestaetigung(aktiv ? t('schutz.ausHinweis') : undefined);
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState(false);
  // a waiting switch-off shows the switch as off already: switching it on again stops the switch-off
  const checked = aktiv && !aufhebungAb;

  const toggle = async (next: boolean) => {
    setError(null);
    setDone(false);
    try {
      await send(() => save({ contractId, aktiv: next }).unwrap());
      setDone(next);
    } catch (e) {
      setError(e);
    }
  };

  return (
    <Box component="section" aria-labelledby="schutz-heading" sx={{ mb: 4, maxWidth: 760 }}>
      <Typography id="schutz-heading" variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('schutz.heading')}
      </Typography>
      <Typography sx={{ mb: 1 }}>
        {answer.benachrichtigungAn
          ? t('schutz.intro', { email: answer.benachrichtigungAn })
          : t('schutz.introOhneEmail')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <FormControlLabel
          control={
            <Switch
              checked={checked}
              disabled={saving.isLoading}
              onChange={(event) => void toggle(event.target.checked)}
            />
          }
          label={t('schutz.switch')}
        />
        {saving.isLoading && <CircularProgress size={20} aria-label={t('schutz.switch')} />}
      </Box>
      <Typography color="text.secondary">{checked ? t('schutz.an') : t('schutz.aus')}</Typography>
      {aufhebungAb && (
        <Notice severity="warning" role="status" sx={{ my: 1 }}>
          {t('schutz.aufhebung', { datetime: formatDateTime(aufhebungAb) })}
        </Notice>
      )}
      {done && checked && <SuccessMessage>{t('schutz.gespeichertAn')}</SuccessMessage>}
      <ActionError error={error} fallbackKey="schutz.failed" />
      {dialog}
    </Box>
  );
}
