import { useEffect, useRef, type ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { consumeFocusRequest } from './focusAfterNavigation';

/**
 * The page's one h1. After a client-side navigation it takes the focus, so screen-reader and keyboard
 * users start reading the new page at its heading (not on the first load of the document).
 */
export function PageHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (consumeFocusRequest()) ref.current?.focus();
  }, []);
  return (
    <Typography ref={ref} variant="h4" component="h1" tabIndex={-1} sx={{ mb: 3, outline: 'none' }}>
      {children}
    </Typography>
  );
}
