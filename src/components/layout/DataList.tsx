import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export interface DataRow {
  label: string;
  value: ReactNode;
}

/** A row as a label/value object or a [label, value] pair (what reads better where the rows are built). */
export type DataListRow = DataRow | readonly [string, ReactNode];

/**
 * THE label/value display of the portal (customer data, contract data, order summaries): a description list,
 * read as pairs by screen readers; one column on phones, two from small screens on.
 */
export function DataList({ rows }: { rows: readonly DataListRow[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, 16rem) 1fr' },
        columnGap: 2,
        rowGap: { xs: 0, sm: 1 },
        my: 1,
      }}
    >
      {rows.map((row) => {
        const [label, value] = 'label' in row ? [row.label, row.value] : row;
        return (
          <Box key={label} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ fontWeight: 600, mt: { xs: 1, sm: 0 } }}>
              {label}
            </Box>
            <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
