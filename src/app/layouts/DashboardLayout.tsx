import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet, useLocation } from 'react-router-dom';
import { hrefFor } from '../routeTable';
import { Header } from './Header';

const SECTIONS = [
  { key: 'startseite', route: 'private.dashboard.startseite', prefix: '/private/dashboard/startseite' },
  { key: 'meineDaten', route: 'meinedaten.stammdaten', prefix: '/private/dashboard/meine-daten' },
  { key: 'rechnungen', route: 'rechnungen.rechnungen', prefix: '/private/dashboard/rechnungen' },
  { key: 'vertraege', route: 'vertraege.list', prefix: '/private/dashboard/vertrag' },
] as const;

/** The private area with its main navigation. */
export default function DashboardLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = SECTIONS.find((s) => pathname.startsWith(s.prefix))?.key ?? 'startseite';
  return (
    <>
      <Header showLogout />
      <Box component="nav" aria-label={t('layout.mainNav')} sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
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
