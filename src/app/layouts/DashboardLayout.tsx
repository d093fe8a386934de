import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import { Header } from './Header';
import { MainMenuButton } from './MainMenuButton';
import { useMainNavEntries } from './useMainNavEntries';
import { containerSx } from '../../components/layout/containerSx';

const MENU_BUTTON = <MainMenuButton />;

/** The private area with its main navigation. */
export default function DashboardLayout() {
  const { t } = useTranslation();
  const entries = useMainNavEntries();
  return (
    <>
      {/* the header does not change with the address (memoised, the menu button finds its entries itself) */}
      <Header showLogout menu={MENU_BUTTON} />
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
              <MainNavLink key={entry.key} href={entry.href} label={entry.label} current={entry.current} />
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

/** One entry of the menu row; memoised, so a change of section re-renders the two entries it concerns. */
const MainNavLink = memo(function MainNavLink({
  href,
  label,
  current,
}: {
  href: string;
  label: string;
  current: boolean;
}) {
  return (
    <li>
      <Link
        component={RouterLink}
        to={href}
        underline="none"
        aria-current={current ? 'page' : undefined}
        sx={{
          display: 'block',
          px: 2,
          py: 1.5,
          fontWeight: 600,
          color: current ? 'primary.main' : 'text.primary',
          borderBottom: 3,
          borderColor: current ? 'primary.main' : 'transparent',
          whiteSpace: 'nowrap',
        }}
      >
        {label}
      </Link>
    </li>
  );
});
