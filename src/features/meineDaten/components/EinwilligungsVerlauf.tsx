import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type Column, ResponsiveTable } from '../../../components/table/ResponsiveTable';
import { formatDateTime } from '../../../lib/dates';
import type { VerlaufEintrag } from '../meineDatenSchemas';
import { useMeineDatenT } from '../../../i18n/texts/meineDaten';

/** Every change of a consent, newest first: when, which, what, and where it was made. */
export function EinwilligungsVerlauf({ verlauf }: { verlauf: VerlaufEintrag[] }) {
  const { t } = useMeineDatenT();
  const columns: Column<VerlaufEintrag>[] = [
    { key: 'zeitpunkt', header: t('verlauf.zeitpunkt'), cell: (e) => formatDateTime(e.zeitpunkt), nowrap: true },
    { key: 'einwilligung', header: t('verlauf.spalte'), cell: (e) => t(`verlauf.name.${e.einwilligung}`) },
    {
      key: 'aenderung',
      header: t('verlauf.aenderung'),
      cell: (e) => t(`verlauf.${e.einwilligung === 'vertragsdaten' ? 'widerspruch' : 'einwilligung'}.${e.erteilt}`),
    },
    { key: 'quelle', header: t('verlauf.quelle'), cell: (e) => t(`verlauf.quelleName.${e.quelle}`) },
  ];
  return (
    <Box component="section" aria-labelledby="verlauf-heading">
      <Typography id="verlauf-heading" variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('verlauf.heading')}
      </Typography>
      {verlauf.length === 0 ? (
        <Typography>{t('verlauf.empty')}</Typography>
      ) : (
        <ResponsiveTable
          columns={columns}
          rows={verlauf}
          rowKey={(e) => `${e.zeitpunkt}-${e.einwilligung}`}
          labelledBy="verlauf-heading"
        />
      )}
    </Box>
  );
}
