import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export interface DataRow {
  label: string;
  value: ReactNode;
}

/** Label/value pairs as a description list (read as pairs by screen readers). */
export function DataList({ rows }: { rows: DataRow[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, 220px) 1fr' },
        columnGap: 2,
        rowGap: { xs: 0, sm: 1 },
        my: 1,
      }}
    >
      {rows.map((row) => (
        <Box key={row.label} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ fontWeight: 600, mt: { xs: 1, sm: 0 } }}>
            {row.label}
          </Box>
          <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {row.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
