import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet, useMatches } from 'react-router-dom';
import type { RouteHandle } from '../../components/layout/usePageTitle';
import { hrefFor } from '../../config/paths';
import { Header } from './Header';

const SECTIONS = [
  { key: 'startseite', route: 'private.dashboard.startseite', routePrefixes: ['private.dashboard.startseite'] },
  { key: 'meineDaten', route: 'meinedaten.stammdaten', routePrefixes: ['meinedaten', 'private.dashboard.meinedaten'] },
  { key: 'rechnungen', route: 'rechnungen.rechnungen', routePrefixes: ['rechnungen'] },
  { key: 'vertraege', route: 'vertraege.list', routePrefixes: ['vertraege', 'vertrag', 'vertragdetail'] },
  { key: 'auftraege', route: 'auftraege', routePrefixes: ['auftraege'] },
] as const;

/** The private area with its main navigation. */
export default function DashboardLayout() {
  const { t } = useTranslation();
  // the section follows the names of the matched routes (vertraege.*, vertrag.*, vertragdetail.* → Verträge)
  const names = useMatches().map((m) => (m.handle as RouteHandle | undefined)?.name ?? '');
  const active =
    SECTIONS.find((s) => names.some((n) => s.routePrefixes.some((prefix) => n.startsWith(prefix))))?.key ??
    'startseite';
  return (
    <>
      <Header showLogout />
      <Box
        component="nav"
        aria-label={t('layout.mainNav')}
        sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
      >
        <Container maxWidth="lg">
          <Box component="ul" sx={{ display: 'flex', gap: 0.5, m: 0, p: 0, listStyle: 'none', overflowX: 'auto' }}>
            {SECTIONS.map((section) => (
              <li key={section.key}>
                <Link
                  component={RouterLink}
                  to={hrefFor(section.route)}
                  underline="none"
                  aria-current={active === section.key ? 'page' : undefined}
                  sx={{
                    display: 'block',
                    px: 2,
                    py: 1.5,
                    fontWeight: 600,
                    color: active === section.key ? 'primary.main' : 'text.primary',
                    borderBottom: 3,
                    borderColor: active === section.key ? 'primary.main' : 'transparent',
                    whiteSpace: 'nowrap',
                  }}
                >
                  {t(`layout.nav.${section.key}`)}
                </Link>
              </li>
            ))}
          </Box>
        </Container>
      </Box>
      <Container component="main" id="main-content" maxWidth="lg" sx={{ py: 4, flex: 1 }}>
        <Outlet />
      </Container>
    </>
  );
}
