import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet, useLocation } from 'react-router-dom';
import { hrefFor } from '../../../app/routeTable';
import { registerMessages } from '../../../i18n';
import meineDaten from '../../../i18n/de/meineDaten.json';

registerMessages('meineDaten', meineDaten);

/** Sub navigation of meine-daten (validate-email-update is reached from the mail only). */
const ITEMS = [
  { key: 'stammdaten', route: 'meinedaten.stammdaten' },
  { key: 'email', route: 'meinedaten.stammdaten.email' },
  { key: 'telefon', route: 'meinedaten.stammdaten.telefon' },
  { key: 'authcode', route: 'meinedaten.stammdaten.authcode' },
  { key: 'bankdaten', route: 'meinedaten.bankdaten' },
  { key: 'rechnungsadresse', route: 'meinedaten.rechnungsadresse' },
  { key: 'passwort', route: 'meinedaten.passwort' },
  { key: 'einwilligungen', route: 'meinedaten.einwilligungen' },
  { key: 'erweiterteAenderungen', route: 'meinedaten.erweiterteAenderungen' },
  { key: 'umzug', route: 'meinedaten.umzug' },
  { key: 'telefonbucheintrag', route: 'meinedaten.telefonbucheintrag' },
] as const;

export default function MeineDatenLayout() {
  const { t } = useTranslation('meineDaten');
  const { pathname } = useLocation();
  return (
    <Box sx={{ display: 'grid', gap: { xs: 2, md: 4 }, gridTemplateColumns: { xs: '1fr', md: '240px 1fr' }, alignItems: 'start' }}>
      <Box component="nav" aria-label={t('nav.label')} sx={{ borderRight: { md: 1 }, borderBottom: { xs: 1, md: 0 }, borderColor: 'divider', pb: { xs: 1, md: 0 } }}>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {ITEMS.map((item) => {
            const href = hrefFor(item.route);
            // the overview is only "current" on itself; its children have their own entries
            const current = pathname === href || pathname === `${href}/`;
            return (
              <li key={item.key}>
                <Link
                  component={RouterLink}
                  to={href}
                  underline="hover"
                  aria-current={current ? 'page' : undefined}
                  sx={{
                    display: 'block',
                    py: 1,
                    px: 1.5,
                    color: current ? 'primary.main' : 'text.primary',
                    fontWeight: current ? 700 : 400,
                    borderLeft: 3,
                    borderColor: current ? 'primary.main' : 'transparent',
                  }}
                >
                  {t(`nav.${item.key}`)}
                </Link>
              </li>
            );
          })}
        </Box>
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Outlet />
      </Box>
    </Box>
  );
}
