import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { SuccessMessage } from '../../../components/feedback/SuccessMessage';
import { type Column, ResponsiveTable } from '../../../components/table/ResponsiveTable';
import config from '../../../config/datenauskunft.json';
import { formatCount, formatDateTime } from '../../../lib/dates';
import { dateiHref } from '../datenauskunftApi';
import type { Vorbereitet } from '../datenauskunftSchema';
import { useDatenauskunftT } from '../../../i18n/texts/datenauskunft';

type Tabelle = Vorbereitet['tabellen'][number];

/**
 * The prepared files: the whole JSON, the PDF summary and one CSV per table, as plain download links. The browser
 * streams each file to disk with its own progress; the page never holds the bytes (a fleet's JSON read into a
 * blob on the main thread kept a throttled phone from answering for seconds, docs/performance.md).
 */
// the links have no touch ripple: its render would fall in the press's frame while a download starts (INP, as
// SubmitButton); keyboard focus keeps its ripple
export function Dateien({ vorbereitet, onRenew }: { vorbereitet: Vorbereitet; onRenew: () => void }) {
  const { t } = useDatenauskunftT();
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
          href={dateiHref({ id, art: 'csv', tabelle: row.name })}
          download
          disableTouchRipple
          aria-label={t('herunterladenName', { name: `${t(`tabelle.${row.name}`)} (CSV)` })}
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
        <Button variant="contained" href={dateiHref({ id, art: 'json' })} download disableTouchRipple>
          {t('json')}
        </Button>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('jsonHinweis')}
        </Typography>
      </Box>
      {vorbereitet.pdf && (
        <Box sx={{ mb: 3 }}>
          <Button variant="outlined" href={dateiHref({ id, art: 'pdf' })} download disableTouchRipple>
            {t('pdf')}
          </Button>
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('pdfHinweis', { max: formatCount(config.pdfZeilenMax) })}
          </Typography>
        </Box>
      )}
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
