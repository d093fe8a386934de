import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../components/feedback/ErrorMessage';
import { Pending } from '../../../components/feedback/Pending';
import { SuccessMessage } from '../../../components/feedback/SuccessMessage';
import { type Column, ResponsiveTable } from '../../../components/table/ResponsiveTable';
import config from '../../../config/datenauskunft.json';
import { formatCount, formatDateTime } from '../../../lib/dates';
import { useFileDownload } from '../../rechnungen/useFileDownload';
import { useDatenauskunftDateiMutation } from '../datenauskunftApi';
import type { Vorbereitet } from '../datenauskunftSchema';

type Tabelle = Vorbereitet['tabellen'][number];

/** The prepared files: the whole JSON and one CSV per table, each with its own spinner while it downloads. */
export function Dateien({ vorbereitet, onRenew }: { vorbereitet: Vorbereitet; onRenew: () => void }) {
  const { t } = useTranslation('datenauskunft');
  const [trigger] = useDatenauskunftDateiMutation();
  const { download, pendingKey, error } = useFileDownload(trigger);
  const { id } = vorbereitet;
  const columns: Column<Tabelle>[] = [
    { key: 'name', header: t('spalteTabelle'), cell: (row) => t(`tabelle.${row.name}`), rowHeader: true },
    { key: 'zeilen', header: t('spalteZeilen'), cell: (row) => formatCount(row.zeilen), align: 'right' },
    {
      key: 'download',
      header: t('spalteDownload'),
      actions: true,
      cell: (row) => (
        <Button
          size="small"
          variant="outlined"
          loading={pendingKey === row.name}
          disabled={pendingKey !== null}
          aria-label={t('herunterladenName', { name: `${t(`tabelle.${row.name}`)} (CSV)` })}
          onClick={() => void download(row.name, { id, art: 'csv', tabelle: row.name })}
        >
          {t('herunterladen')}
        </Button>
      ),
    },
  ];
  return (
    <Box component="section" aria-labelledby="dateien-heading">
      <SuccessMessage>
        {t('bereit', { stand: formatDateTime(vorbereitet.erstelltAm), bis: formatDateTime(vorbereitet.gueltigBis) })}
      </SuccessMessage>
      <Typography id="dateien-heading" variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('dateienHeading')}
      </Typography>
      <Box sx={{ mb: 3 }}>
        <Button
          variant="contained"
          loading={pendingKey === 'json'}
          disabled={pendingKey !== null}
          onClick={() => void download('json', { id, art: 'json' })}
        >
          {t('json')}
        </Button>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('jsonHinweis')}
        </Typography>
      </Box>
      {vorbereitet.pdf && (
        <Box sx={{ mb: 3 }}>
          <Button
            variant="outlined"
            loading={pendingKey === 'pdf'}
            disabled={pendingKey !== null}
            onClick={() => void download('pdf', { id, art: 'pdf' })}
          >
            {t('pdf')}
          </Button>
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('pdfHinweis', { max: formatCount(config.pdfZeilenMax) })}
          </Typography>
        </Box>
      )}
      {pendingKey && <Pending inline label={t('downloadLaeuft')} />}
      {error !== null && <ErrorMessage error={error} fallbackKey="datenauskunft:downloadFailed" onRetry={onRenew} />}
      <Typography id="csv-heading" variant="h6" component="h3" sx={{ mb: 1 }}>
        {t('csvHeading')}
      </Typography>
      <ResponsiveTable
        columns={columns}
        rows={vorbereitet.tabellen}
        rowKey={(row) => row.name}
        labelledBy="csv-heading"
      />
      <Button variant="text" sx={{ mt: 2 }} onClick={onRenew}>
        {t('neu')}
      </Button>
    </Box>
  );
}
