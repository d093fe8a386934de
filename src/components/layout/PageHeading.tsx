import { useContext, useEffect, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { consumeFocusRequest } from './focusAfterNavigation';
import { SectionNavSlot } from './sectionNavSlot';

/**
 * The page's one h1. After a client-side navigation it takes the focus, so screen-reader and keyboard
 * users start reading the new page at its heading (not on the first load of the document). Inside a
 * section with a side menu, the phone's compact section menu follows the heading.
 */
export function PageHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (consumeFocusRequest()) ref.current?.focus();
  }, []);
  const sectionNav = useContext(SectionNavSlot);
  return (
    <>
      <Typography
        ref={ref}
        variant="h4"
        component="h1"
        tabIndex={-1}
        sx={{ mb: 3, outline: 'none', overflowWrap: 'break-word', hyphens: 'auto' }}
      >
        {children}
      </Typography>
      {sectionNav && <Box sx={{ display: { md: 'none' } }}>{sectionNav}</Box>}
    </>
  );
}
