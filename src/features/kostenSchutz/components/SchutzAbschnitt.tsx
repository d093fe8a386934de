import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One section of „Kosten & Schutz“: its heading, the short explanation where it has one, then its controls. */
export function SchutzAbschnitt({
  id,
  heading,
  intro,
  children,
}: {
  /** the heading's id is `${id}-heading` (the e2e and the start page's links find the section by it) */
  id: string;
  heading: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={`${id}-heading`} sx={{ mb: 4, maxWidth: 760 }}>
      <Typography id={`${id}-heading`} variant="h5" component="h2" sx={{ mb: 1 }}>
        {heading}
      </Typography>
      {intro && (
        <Typography variant="body2" sx={{ mb: 2 }}>
          {intro}
        </Typography>
      )}
      {children}
    </Box>
  );
}
