import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { DataList } from '../../../components/layout/DataList';
import { formatEuro } from '../../../lib/dates';
import { useErsatzBestellenMutation } from '../simApi';
import type { ErsatzAnswer, Sim } from '../simSchemas';
import { useBestaetigung } from '../useBestaetigung';
import { ActionError } from './ActionError';
import { useSimT } from '../../../i18n/texts/sim';

/**
 * „Ersatz-SIM bestellen“ for a lost or broken card: a paid order (the price the server names, § 312j BGB: the button
 * says „zahlungspflichtig bestellen“) to the stored address, after the server's confirmation. With the lock against
 * SIM swaps on, the first order starts the 24-hour wait instead. The card shows the answer (`onDone`): it outlives
 * this button, which the new state takes away.
 */
export function ErsatzBestellen({
  contractId,
  sim,
  preis,
  lieferadresse,
  schutzAktiv,
  onDone,
}: {
  contractId: string;
  sim: Sim;
  preis: number;
  lieferadresse: string;
  schutzAktiv: boolean;
  onDone: (answer: ErsatzAnswer) => void;
}) {
  const { t } = useSimT();
  const id = useId();
  const [bestellen, bestellung] = useErsatzBestellenMutation();
  const { send, dialog } = useBestaetigung(schutzAktiv ? t('ersatz.schutzHinweis') : undefined);
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const order = async () => {
    setOpen(false);
    setError(null);
    try {
      onDone(await send(() => bestellen({ contractId, simId: sim.id }).unwrap()));
    } catch (e) {
      setError(e);
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        onClick={() => setOpen(true)}
        disabled={bestellung.isLoading}
        aria-busy={bestellung.isLoading}
        startIcon={bestellung.isLoading ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
      >
        {t('ersatz.button')}
      </Button>
      <ActionError error={error} fallbackKey="ersatz.failed" />
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
      >
        <DialogTitle id={`${id}-title`}>{t('ersatz.heading')}</DialogTitle>
        <DialogContent id={`${id}-text`}>
          <Typography sx={{ mb: 1 }}>{t('ersatz.intro')}</Typography>
          <DataList
            rows={[
              [t('ersatz.lieferadresse'), lieferadresse || '-'],
              [t('ersatz.preis'), t('ersatz.einmalig', { preis: formatEuro(preis) })],
            ]}
          />
          {schutzAktiv && <Typography sx={{ fontWeight: 700 }}>{t('ersatz.schutzHinweis')}</Typography>}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={() => setOpen(false)}>{t('ersatz.cancel')}</Button>
          <Button variant="contained" onClick={() => void order()}>
            {t('ersatz.submit')}
          </Button>
        </DialogActions>
      </Dialog>
      {dialog}
    </>
  );
}
