import Box from '@mui/material/Box';
import type { ZelosDokument } from '../../api/types';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useAppSelector } from '../../app/hooks';
import { ErrorMessage } from '../../components/feedback/ErrorMessage';
import { formatDate } from '../../lib/dates';
import { useDownloadVertragsdokumentMutation } from '../rechnungen/rechnungenApi';
import { useFileDownload } from '../rechnungen/useFileDownload';
import { useVertragsdokumenteT } from '../../i18n/texts/vertragsdokumente';

// a namespace of its own: the start page shows this section, and the contract texts are not
// part of its first load

/** The document's title and date when the answer has them (its shape is not shown, §3), else its id. */
function zelosLabel(t: (key: string, values?: Record<string, unknown>) => string, doc: ZelosDokument): string {
  const title = doc.title || t('untitled', { id: doc.id });
  return doc.date ? t('open', { title, date: formatDate(doc.date) }) : t('openUndated', { title });
}

/** Contract documents of the external contract system (session.zelosDokumente), opened as PDF. */
export function ZelosDokumente() {
  const { t } = useVertragsdokumenteT();
  const docs = useAppSelector((state) => state.session.zelosDokumente);
  const [trigger] = useDownloadVertragsdokumentMutation();
  const { download, pendingKey, error } = useFileDownload(trigger);
  if (docs.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="zelos-heading" sx={{ mb: 4 }}>
      <Typography id="zelos-heading" variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('heading')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{t('intro')}</Typography>
      {error !== null && <ErrorMessage error={error} />}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {docs.map((doc) => (
          <li key={doc.id}>
            <Button
              onClick={() => void download(doc.id, { id: doc.id })}
              disabled={pendingKey !== null}
              aria-busy={pendingKey === doc.id}
              startIcon={
                pendingKey === doc.id ? (
                  <CircularProgress size={18} aria-hidden="true" />
                ) : (
                  <PictureAsPdfIcon aria-hidden="true" />
                )
              }
              sx={{ textAlign: 'left' }}
            >
              {zelosLabel(t, doc)}
            </Button>
          </li>
        ))}
      </Box>
    </Box>
  );
}
