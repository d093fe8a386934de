import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { Notice } from '../../../components/feedback/Notice';
import { formatDateTime } from '../../../lib/dates';
import { simApi } from '../simApi';
import type { Sim, Uebertragung } from '../simSchemas';
import { useBestaetigung } from '../useBestaetigung';
import { ActionError } from './ActionError';
import { EsimProfil } from './EsimProfil';
import { useSimT } from '../../../i18n/texts/sim';

/**
 * „eSIM auf neues Gerät übertragen“: after the server's confirmation a new profile, shown once as QR code and
 * activation code (fetched untracked: never in the store, only in this component's state until „ausblenden“ or
 * the page is left; the server never sends it again). With the lock against SIM swaps on, the first request
 * starts the 24-hour wait instead, and the list names when the profile can be fetched.
 */
export function EsimUebertragung({
  contractId,
  sim,
  schutzAktiv,
  wartet,
}: {
  contractId: string;
  sim: Sim;
  schutzAktiv: boolean;
  /** the lock's wait for this SIM is still running (the card says until when): nothing to press yet */
  wartet: boolean;
}) {
  const { t } = useSimT();
  const id = useId();
  const dispatch = useAppDispatch();
  const { send, dialog } = useBestaetigung(schutzAktiv && !sim.uebertragungAb ? t('esim.schutzHinweis') : undefined);
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<Uebertragung | null>(null);
  const [error, setError] = useState<unknown>(null);

  const start = async () => {
    setOpen(false);
    setError(null);
    setPending(true);
    try {
      setResult(
        await send(() =>
          dispatch(simApi.endpoints.esimUebertragen.initiate({ contractId, simId: sim.id }, { track: false })).unwrap(),
        ),
      );
    } catch (e) {
      setError(e);
    } finally {
      setPending(false);
    }
  };

  if (result?.ergebnis === 'profil') return <EsimProfil profil={result.profil} onDone={() => setResult(null)} />;

  return (
    <>
      {result?.ergebnis === 'wartet' && (
        <Notice severity="info" role="status" sx={{ my: 1 }}>
          {t('esim.wartet', { datetime: formatDateTime(result.moeglichAb), email: result.benachrichtigungAn })}
        </Notice>
      )}
      {!wartet && (
        <Button
          variant="outlined"
          onClick={() => setOpen(true)}
          disabled={pending}
          aria-busy={pending}
          startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
        >
          {t('esim.button')}
        </Button>
      )}
      <ActionError error={error} fallbackKey="esim.failed" />
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
      >
        <DialogTitle id={`${id}-title`}>{t('esim.heading')}</DialogTitle>
        <DialogContent id={`${id}-text`}>
          <Typography sx={{ mb: 1 }}>{t('esim.intro', { geraet: sim.geraet || t('liste.esim') })}</Typography>
          {schutzAktiv && <Typography sx={{ fontWeight: 700 }}>{t('esim.schutzHinweis')}</Typography>}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={() => setOpen(false)}>{t('esim.cancel')}</Button>
          <Button variant="contained" onClick={() => void start()}>
            {t('esim.submit')}
          </Button>
        </DialogActions>
      </Dialog>
      {dialog}
    </>
  );
}
