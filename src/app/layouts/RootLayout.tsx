import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PORTAL_NAME, PROVIDER_NAME } from '../../config/constants';
import { requestFocusAfterNavigation } from '../../components/layout/focusAfterNavigation';
import { useRouteTitle } from '../../components/layout/usePageTitle';
import { registerNavigate } from '../navigation';
import { Footer } from './Footer';
import { ConsentBanner, ConsentSpacer } from './ConsentBanner';

/** Wraps every page: document title, focus after navigation, skip link, consent banner, footer. */
export function RootLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const scope = useRouteTitle();
  const first = useRef(true);

  useEffect(() => {
    registerNavigate((to, opts) => void navigate(to, opts));
    return () => registerNavigate(null);
  }, [navigate]);

  useEffect(() => {
    document.title = [scope, PORTAL_NAME, PROVIDER_NAME].filter(Boolean).join(' - ');
  }, [scope]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of address (focus management), reads nothing of it
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    requestFocusAfterNavigation();
    const heading = document.querySelector<HTMLElement>('h1[tabindex="-1"]');
    heading?.focus();
  }, [location.pathname]);

  return (
    <>
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
        <a className="skip-link" href="#main-content">
          {t('layout.skipToContent')}
        </a>
        <ConsentBanner />
        <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
          <Outlet />
        </Box>
        <Footer />
      </Box>
      <ConsentSpacer />
    </>
  );
}
