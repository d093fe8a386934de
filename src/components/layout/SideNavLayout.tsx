import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { CompactSectionNav } from './CompactSectionNav';
import { SectionNavLink } from './SectionNavLink';
import { SectionNavSlot, type SideNavItem } from './sectionNavSlot';

export type { SideNavItem };

/**
 * A section with its own side menu (meine-daten, contract detail) and the child page beside it. Below md
 * the side menu gives way to a compact menu under the page's heading (CSS only: no shift after hydration).
 */
export function SideNavLayout({
  label,
  title,
  items,
  pendingLabel,
}: {
  label: string;
  title?: ReactNode;
  items: SideNavItem[];
  /** a page frame whose menu needs data not there yet: the compact menu shows this area, closed and disabled */
  pendingLabel?: string;
}) {
  const { pathname } = useLocation();
  const compact = <CompactSectionNav key={pathname} label={label} items={items} pendingLabel={pendingLabel} />;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 4 },
        gridTemplateColumns: { xs: '1fr', md: '240px 1fr' },
        alignItems: 'start',
      }}
    >
      <Box component="nav" aria-label={label} sx={{ display: { xs: 'none', md: 'block' } }}>
        {title}
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, borderLeft: { md: 1 }, borderColor: 'divider' }}>
          {items.map((item) => (
            <SectionNavLink key={item.key} item={item} />
          ))}
        </Box>
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <SectionNavSlot.Provider value={compact}>
          <Outlet />
        </SectionNavSlot.Provider>
      </Box>
    </Box>
  );
}
