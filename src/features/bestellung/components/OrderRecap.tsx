import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { DataList } from '../../../components/layout/DataList';
import type { SummaryInput, SummaryRow } from '../contractSummary';
import { orderRecapRows } from '../orderRecap';
import { useBestellungT } from '../../../i18n/texts/bestellung';

/** The confirmation's recap of what was ordered, read from the order's terms. */
export function OrderRecap({ input }: { input: SummaryInput }) {
  const { t } = useBestellungT();
  return <RecapSection heading={t('recap.heading')} rows={orderRecapRows(input, t)} />;
}

/** The framed recap of a confirmation: a heading and its rows (also a move's). */
export function RecapSection({ heading, rows }: { heading: string; rows: readonly SummaryRow[] }) {
  const id = useId();
  return (
    <Box
      component="section"
      aria-labelledby={id}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, my: 2, maxWidth: 760 }}
    >
      <Typography id={id} variant="h6" component="h2">
        {heading}
      </Typography>
      <DataList rows={rows.map((row) => [row.label, row.value] as const)} />
    </Box>
  );
}
