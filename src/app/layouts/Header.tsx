import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import type { SxProps, Theme } from '@mui/material/styles';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PORTAL_NAME, PROVIDER_NAME } from '../../config/constants';
import { useLogout } from '../../features/auth/useLogout';
import { useHydrated } from '../../components/form/useHydrated';
import { hrefFor } from '../../config/paths';

/**
 * The look of MUI's AppBar (position static, primary colour, elevation 4) and Toolbar, on plain boxes: their
 * modules would be on every first load for this one bar.
 */
const barSx: SxProps<Theme> = {
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  boxSizing: 'border-box',
  flexShrink: 0,
  bgcolor: 'primary.main',
  color: 'primary.contrastText',
  boxShadow: 4,
};
const toolbarSx: SxProps<Theme> = (theme) => ({
  ...theme.mixins.toolbar,
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  px: { xs: 2, sm: 3 },
  gap: { xs: 1, sm: 2 },
});

/**
 * The top bar; `menu` is the private area's menu button for phones. Memoised: its layout re-renders on every
 * change of address, the bar's content does not change with it.
 */
export const Header = memo(function Header({ showLogout = false, menu }: { showLogout?: boolean; menu?: ReactNode }) {
  const { t } = useTranslation();
  const { logout, pending } = useLogout();
  // on a prerendered page a click before hydration would do nothing: the button waits for React
  const hydrated = useHydrated();
  return (
    <Box component="header" sx={barSx}>
      <Box sx={toolbarSx}>
        {menu}
        <Typography
          component={RouterLink}
          to={hrefFor('private.dashboard.startseite')}
          sx={{
            color: 'inherit',
            textDecoration: 'none',
            fontWeight: 700,
            fontSize: { xs: '1rem', sm: '1.2rem' },
            // at 390 px one line was cut to „TEAG Kundenpor…“; on a phone the name may take two
            // lines („TEAG“ / „Kundenportal“), it is never shortened; from sm on it has room for one
            whiteSpace: { xs: 'normal', sm: 'nowrap' },
            lineHeight: { xs: 1.2, sm: 'inherit' },
            minWidth: 0,
            flexGrow: 1,
          }}
        >
          {PROVIDER_NAME} {PORTAL_NAME}
        </Typography>
        {/* on a phone only the icon shows; the accessible name stays the full text */}
        <Button
          component={RouterLink}
          to={hrefFor('hilfe')}
          color="inherit"
          aria-label={t('layout.hilfe')}
          startIcon={<HelpOutline aria-hidden="true" />}
          sx={{ minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
        >
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {t('layout.hilfe')}
          </Box>
        </Button>
        {showLogout && (
          <Box>
            <Button
              color="inherit"
              onClick={logout}
              disabled={pending || !hydrated}
              variant="outlined"
              sx={{ minHeight: 44, px: { xs: 1, sm: 2 } }}
            >
              {t('layout.logout')}
            </Button>
          </Box>
        )}
      </Box>
    </Box>
  );
});
