import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet, useMatches } from 'react-router-dom';
import type { RouteHandle } from '../../components/layout/usePageTitle';
import { hrefFor } from '../../config/paths';
import { Header } from './Header';
import { MainMenuButton } from './MainMenuButton';
import { SECTIONS, type MainNavEntry } from './mainSections';
import { containerSx } from '../../components/layout/containerSx';

/** The private area with its main navigation. */
export default function DashboardLayout() {
  const { t } = useTranslation();
  // the section follows the names of the matched routes (vertraege.*, vertrag.*, vertragdetail.* → Verträge)
  const names = useMatches().map((m) => (m.handle as RouteHandle | undefined)?.name ?? '');
  const active =
    SECTIONS.find((s) => names.some((n) => s.routePrefixes.some((prefix) => n.startsWith(prefix))))?.key ??
    'startseite';
  const entries: MainNavEntry[] = SECTIONS.map((s) => ({
    key: s.key,
    href: hrefFor(s.route),
    label: t(`layout.nav.${s.key}`),
    current: active === s.key,
  }));
  return (
    <>
      <Header showLogout menu={<MainMenuButton entries={entries} />} />
      {/* on phones the row gives way to the header's menu button (CSS only: no shift after hydration) */}
      <Box
        component="nav"
        aria-label={t('layout.mainNav')}
        sx={{
          display: { xs: 'none', md: 'block' },
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Box sx={containerSx('lg')}>
          <Box component="ul" sx={{ display: 'flex', gap: 0.5, m: 0, p: 0, listStyle: 'none', flexWrap: 'wrap' }}>
            {entries.map((entry) => (
              <li key={entry.key}>
                <Link
                  component={RouterLink}
                  to={entry.href}
                  underline="none"
                  aria-current={entry.current ? 'page' : undefined}
                  sx={{
                    display: 'block',
                    px: 2,
                    py: 1.5,
                    fontWeight: 600,
                    color: entry.current ? 'primary.main' : 'text.primary',
                    borderBottom: 3,
                    borderColor: entry.current ? 'primary.main' : 'transparent',
                    whiteSpace: 'nowrap',
                  }}
                >
                  {entry.label}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
      </Box>
      <Box component="main" id="main-content" sx={[containerSx('lg'), { py: { xs: 3, md: 4 }, flex: 1 }]}>
        <Outlet />
      </Box>
    </>
  );
}
