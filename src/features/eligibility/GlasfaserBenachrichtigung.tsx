import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { isMissingCall } from '../../api/errors';
import { ErrorMessage } from '../../components/feedback/ErrorMessage';
import { SuccessMessage } from '../../components/feedback/SuccessMessage';
import { formatDateTime } from '../../lib/dates';
import { useGlasfaserBenachrichtigenMutation, useGlasfaserBenachrichtigungQuery } from './glasfaserApi';
import { useEligibilityT } from '../../i18n/texts/eligibility';

/**
 * Planned or running fibre build-out: „Benachrichtigen, sobald verfügbar“ with a dated receipt, read back after a
 * reload. A backend without the call (404/501) or one that does not offer it for this contract: nothing shown.
 */
export function GlasfaserBenachrichtigung({ contractId }: { contractId: string }) {
  const { t } = useEligibilityT();
  const query = useGlasfaserBenachrichtigungQuery(contractId);
  const [melden, sent] = useGlasfaserBenachrichtigenMutation();
  if (query.isLoading || (query.error && isMissingCall(query.error))) return null;
  const data = query.data;
  if (!data || (!data.moeglich && !data.angemeldet)) return null;
  return (
    <Box component="section" aria-labelledby="glasfaser-benachrichtigung" sx={{ mt: 2, maxWidth: 720 }}>
      <Typography id="glasfaser-benachrichtigung" variant="h6" component="h2">
        {t('benachrichtigung.heading')}
      </Typography>
      {data.angemeldet ? (
        <SuccessMessage>
          {t('benachrichtigung.angemeldet', {
            id: data.id,
            dateTime: formatDateTime(data.angemeldetAm),
            email: data.email,
          })}
        </SuccessMessage>
      ) : (
        <>
          <Typography sx={{ mb: 2 }}>{t('benachrichtigung.text', { email: data.email })}</Typography>
          {sent.error !== undefined && !isMissingCall(sent.error) && (
            <ErrorMessage error={sent.error} fallbackKey="eligibility:benachrichtigung.failed" />
          )}
          <Button
            variant="contained"
            onClick={() => void melden(contractId)}
            disabled={sent.isLoading}
            aria-busy={sent.isLoading}
            startIcon={sent.isLoading ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
          >
            {t('benachrichtigung.button')}
          </Button>
        </>
      )}
    </Box>
  );
}
