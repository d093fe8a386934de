import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink, Outlet } from 'react-router-dom';

export interface SideNavItem {
  key: string;
  href: string;
  label: string;
  current: boolean;
}

/** A section with its own side menu (meine-daten, contract detail) and the child page beside it. */
export function SideNavLayout({ label, title, items }: { label: string; title?: ReactNode; items: SideNavItem[] }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 4 },
        gridTemplateColumns: { xs: '1fr', md: '240px 1fr' },
        alignItems: 'start',
      }}
    >
      <Box component="nav" aria-label={label}>
        {title}
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, borderLeft: { md: 1 }, borderColor: 'divider' }}>
          {items.map((item) => (
            <li key={item.key}>
              <Link
                component={RouterLink}
                to={item.href}
                underline="hover"
                aria-current={item.current ? 'page' : undefined}
                sx={{
                  display: 'block',
                  py: 0.75,
                  pl: 2,
                  ml: { md: '-1px' },
                  borderLeft: 3,
                  borderColor: item.current ? 'primary.main' : 'transparent',
                  color: item.current ? 'primary.main' : 'text.primary',
                  fontWeight: item.current ? 700 : 400,
                }}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </Box>
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Outlet />
      </Box>
    </Box>
  );
}
