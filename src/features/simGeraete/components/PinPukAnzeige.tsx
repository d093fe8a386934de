import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { DataList } from '../../../components/layout/DataList';
import { simApi } from '../simApi';
import type { PinPuk } from '../simSchemas';
import { useBestaetigung } from '../useBestaetigung';
import { ActionError } from './ActionError';
import { useSimT } from '../../../i18n/texts/sim';

/** how long PIN and PUK stay on the screen */
export const PIN_PUK_SHOWN_MS = 60_000;

/**
 * „PIN und PUK anzeigen“ after the server's confirmation. The answer is fetched untracked (never in the store)
 * and held in this component's state only: gone after PIN_PUK_SHOWN_MS, on „Ausblenden“ and when the page is
 * left. The server hands them out on every confirmed request, so nothing needs keeping.
 */
export function PinPukAnzeige({ contractId, simId }: { contractId: string; simId: string }) {
  const { t } = useSimT();
  const dispatch = useAppDispatch();
  const { send, dialog } = useBestaetigung();
  const [shown, setShown] = useState<PinPuk | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), PIN_PUK_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [shown]);

  const show = async () => {
    setError(null);
    setPending(true);
    try {
      setShown(
        await send(() => dispatch(simApi.endpoints.pinPuk.initiate({ contractId, simId }, { track: false })).unwrap()),
      );
    } catch (e) {
      setError(e);
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      {shown ? (
        <Box
          component="section"
          aria-label={t('pinPuk.heading')}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, my: 1 }}
        >
          <DataList
            rows={[
              [t('pinPuk.pin'), <code key="pin">{shown.pin}</code>],
              [t('pinPuk.puk'), <code key="puk">{shown.puk}</code>],
            ]}
          />
          <Typography variant="body2" color="text.secondary">
            {t('pinPuk.hinweis')}
          </Typography>
          <Button onClick={() => setShown(null)} sx={{ mt: 1 }}>
            {t('pinPuk.ausblenden')}
          </Button>
        </Box>
      ) : (
        <Button
          variant="outlined"
          onClick={() => void show()}
          disabled={pending}
          aria-busy={pending}
          startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
        >
          {t('pinPuk.button')}
        </Button>
      )}
      <ActionError error={error} fallbackKey="pinPuk.failed" />
      {dialog}
    </>
  );
}
