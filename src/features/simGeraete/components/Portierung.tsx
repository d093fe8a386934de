import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { Notice } from '../../../components/feedback/Notice';
import { DataList } from '../../../components/layout/DataList';
import mobilfunk from '../../../config/mobilfunk.json';
import { formatDateTime } from '../../../lib/dates';
import { simApi, usePortierungAbbrechenMutation } from '../simApi';
import type { PortierungAnswer, SimsAnswer } from '../simSchemas';
import { useBestaetigung } from '../useBestaetigung';
import { ActionError } from './ActionError';
import { useSimT } from '../../../i18n/texts/sim';

/**
 * The porting code to take the number to another provider (Anbieterwechsel, § 59 TKG): after the server's
 * confirmation, shown once (fetched untracked, held in this component until „Ausblenden“ or the page is left);
 * with the lock against SIM swaps on, the first request starts the 24-hour wait.
 */
export function Portierung({ contractId, answer }: { contractId: string; answer: SimsAnswer }) {
  const { t } = useSimT();
  const dispatch = useAppDispatch();
  const schutzAktiv = answer.rufnummernsperre.aktiv;
  const { send, dialog } = useBestaetigung(schutzAktiv ? t('portierung.schutzHinweis') : undefined);
  const [abbrechen, abbruch] = usePortierungAbbrechenMutation();
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<PortierungAnswer | null>(null);
  const [error, setError] = useState<unknown>(null);
  const portierung = answer.portierung;
  if (!portierung) return null;
  const { moeglichAb, codeGueltigBis } = portierung;
  const wartet = Boolean(moeglichAb && answer.stand && Date.parse(moeglichAb) > Date.parse(answer.stand));

  const request = async () => {
    setError(null);
    setPending(true);
    try {
      setResult(
        await send(() => dispatch(simApi.endpoints.portierungscode.initiate(contractId, { track: false })).unwrap()),
      );
    } catch (e) {
      setError(e);
    } finally {
      setPending(false);
    }
  };

  return (
    <Box component="section" aria-labelledby="portierung-heading" sx={{ my: 4, maxWidth: 760 }}>
      <Typography id="portierung-heading" variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('portierung.heading')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{t('portierung.intro', { tage: mobilfunk.portierungscodeGueltigTage })}</Typography>
      {result?.ergebnis === 'code' ? (
        <Box sx={{ border: 2, borderColor: 'primary.main', borderRadius: 1, p: 2, my: 2 }}>
          <Notice severity="warning" role="status" sx={{ mb: 1 }}>
            {t('portierung.einmal')}
          </Notice>
          <DataList
            rows={[
              [t('portierung.code'), <code key="code">{result.portierungscode.code}</code>],
              [t('portierung.rufnummer'), result.portierungscode.rufnummer || '-'],
              [t('portierung.gueltigBis'), formatDateTime(result.portierungscode.gueltigBis)],
            ]}
          />
          <Button variant="outlined" onClick={() => setResult(null)}>
            {t('portierung.ausblenden')}
          </Button>
        </Box>
      ) : (
        codeGueltigBis && (
          <Typography sx={{ mb: 1 }}>
            {t('portierung.gueltig', { datetime: formatDateTime(codeGueltigBis) })}
          </Typography>
        )
      )}
      {result?.ergebnis === 'wartet' && (
        <Notice severity="info" role="status" sx={{ my: 1 }}>
          {t('portierung.wartet', { datetime: formatDateTime(result.moeglichAb), email: result.benachrichtigungAn })}
        </Notice>
      )}
      {wartet && moeglichAb && (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', my: 1 }}>
          <Typography>{t('portierung.wartetListe', { datetime: formatDateTime(moeglichAb) })}</Typography>
          <Button
            onClick={() => void abbrechen(contractId)}
            disabled={abbruch.isLoading}
            aria-busy={abbruch.isLoading}
            startIcon={
              abbruch.isLoading ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined
            }
          >
            {t('portierung.abbrechen')}
          </Button>
        </Box>
      )}
      {!wartet && result?.ergebnis !== 'code' && (
        <Button
          variant="outlined"
          onClick={() => void request()}
          disabled={pending}
          aria-busy={pending}
          startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
        >
          {t('portierung.button')}
        </Button>
      )}
      <ActionError error={error ?? abbruch.error} fallbackKey="portierung.failed" />
      {dialog}
    </Box>
  );
}
