import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useEffect, useRef } from 'react';
import { ErrorMessage } from '../../components/feedback/ErrorMessage';
import { formatDate, formatDateTime } from '../../lib/dates';
import { useFileDownload } from '../rechnungen/useFileDownload';
import { useDownloadKuendigungPdfMutation, type KuendigungAnswer } from './kuendigungApi';
import { useKuendigungT } from '../../i18n/texts/kuendigung';

/** The declaration as received (§ 312k Abs. 4 BGB: date and time of receipt) with a PDF on a durable medium. */
export function KuendigungBestaetigung({ answer }: { answer: KuendigungAnswer }) {
  const { t } = useKuendigungT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [trigger] = useDownloadKuendigungPdfMutation();
  const { download, pendingKey, error } = useFileDownload(trigger);
  // the form is replaced: move the focus to the confirmation so it is read first
  useEffect(() => headingRef.current?.focus(), []);

  // the cancellation went through (2xx); each detail is shown only when the answer carries it
  const received = formatDateTime(answer.eingangAm);
  const rufnummerText = !answer.rufnummerMitnehmen
    ? ''
    : answer.portierung === 'jederzeit'
      ? t('done.rufnummerJederzeit')
      : answer.portierung === 'bis' && answer.portierungBis
        ? t('done.rufnummerBis', { date: formatDate(answer.portierungBis) })
        : t('done.rufnummerJa');
  const rows = (
    [
      [t('done.id'), answer.id],
      [t('done.eingang'), received === '-' ? '' : t('done.eingangValue', { dateTime: received })],
      [t('done.art'), answer.art ? t(`art.${answer.art}`) : ''],
      [t('done.umzugsdatum'), answer.umzugsdatum ? formatDate(answer.umzugsdatum) : ''],
      [t('done.regel'), answer.regel ? t(`done.regelText.${answer.regel}`) : ''],
      [t('done.kundennummer'), answer.kundennummer],
      [t('done.vertragsnummer'), answer.vertragsnummer],
      [t('done.ende'), answer.beendigungZum ? formatDate(answer.beendigungZum) : ''],
      [t('done.rufnummer'), rufnummerText],
    ] as Array<[string, string]>
  ).filter(([, value]) => value !== '' && value !== '-');
  return (
    <Paper variant="outlined" component="section" aria-labelledby="kuendigung-done" sx={{ p: 3, maxWidth: 720 }}>
      <Typography
        id="kuendigung-done"
        ref={headingRef}
        tabIndex={-1}
        variant="h5"
        component="h2"
        sx={{ mb: 2, outline: 'none' }}
      >
        {t('done.heading')}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {answer.email ? t('done.text', { email: answer.email }) : t('done.textNoEmail')}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 3,
          rowGap: 1,
          m: 0,
        }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ fontWeight: 700 }}>
              {label}
            </Box>
            <Box component="dd" sx={{ m: 0 }}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
      <Typography sx={{ mt: 2 }}>{t('done.hint')}</Typography>
      {error !== null && <ErrorMessage error={error} />}
      {answer.id && (
        <Button
          variant="contained"
          sx={{ mt: 2 }}
          onClick={() => void download(answer.id, { id: answer.id, token: answer.pdfToken })}
          disabled={pendingKey !== null}
          aria-busy={pendingKey !== null}
          startIcon={
            pendingKey ? (
              <CircularProgress size={18} color="inherit" aria-hidden="true" />
            ) : (
              <PictureAsPdfIcon aria-hidden="true" />
            )
          }
        >
          {t('done.download')}
        </Button>
      )}
    </Paper>
  );
}
