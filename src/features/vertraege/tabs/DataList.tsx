import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A description list of label/value pairs, two columns from small screens on. */
export function DataList({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(200px, max-content) 1fr' },
        columnGap: 3,
        rowGap: 1,
        m: 0,
        mb: 3,
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ fontWeight: 700 }}>
            {label}
          </Box>
          <Box component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 } }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
