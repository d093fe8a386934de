import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { DataList } from '../../../components/layout/DataList';
import type { SummaryInput, SummaryRow } from '../contractSummary';
import { orderRecapRows } from '../orderRecap';
import { useOrderRouteProps } from '../orderRoute';

/** The confirmation's recap of what was ordered (issue 32 item 5), for the contract of the order screen. */
export function OrderRecap({ input }: { input: SummaryInput }) {
  const { t } = useTranslation('bestellung');
  const { id } = useOrderRouteProps();
  const vertrag = useAppSelector((s) => s.contracts.list.find((c) => c.contractId === id));
  const rows = orderRecapRows(input, vertrag ?? (id ? { contractId: id, name: '' } : null), t);
  return <RecapSection heading={t('recap.heading')} rows={rows} />;
}

/** The framed recap of a confirmation: a heading and its rows (also a move's, issue 32 item 4). */
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
