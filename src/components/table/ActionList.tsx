import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * The actions of a table row or card as a list: each item at least 44 px high (WCAG 2.5.8 asks for 24 px,
 * 44 px is our goal for touch) and spaced, wrapping instead of widening the row.
 */
export function ActionList({ children }: { children: ReactNode }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'flex',
        flexWrap: 'wrap',
        columnGap: 2,
        '& > li > a, & > li > button': { display: 'inline-flex', alignItems: 'center', minHeight: { xs: 44, md: 32 } },
      }}
    >
      {children}
    </Box>
  );
}
