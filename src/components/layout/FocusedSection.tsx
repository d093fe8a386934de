import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useRef } from 'react';

/**
 * A step that replaces what was there (a review step, a receipt): an outlined section whose h2 takes the focus
 * when it appears, so keyboard and screen-reader users continue from its heading.
 */
export function FocusedSection({
  id,
  heading,
  headingVariant = 'h5',
  children,
}: {
  /** the heading's id (the section is labelled by it) */
  id: string;
  heading: ReactNode;
  headingVariant?: 'h5' | 'h6';
  children: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }}>
      <Typography
        id={id}
        ref={headingRef}
        tabIndex={-1}
        variant={headingVariant}
        component="h2"
        sx={{ outline: 'none' }}
      >
        {heading}
      </Typography>
      {children}
    </Paper>
  );
}
