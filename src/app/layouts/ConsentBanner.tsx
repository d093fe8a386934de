import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../hooks';
import { consentChosen } from '../../features/session/sessionSlice';
import { registerMessages } from '../../i18n';
import consentTexts from '../../i18n/de/consent.json';

registerMessages('consent', consentTexts);

/**
 * The first visit's question (§ 25 TDDDG): „Ablehnen“ and „Akzeptieren“ as equal buttons, nothing tracked before
 * either. It sits at the bottom of the window (sticky, in the page's flow: it covers neither the login fields
 * nor the footer's last links) and comes first in the reading and tab order. The prerendered pages carry no
 * banner: it appears after hydration, when the stored choice is known.
 */
export function ConsentBanner() {
  const { t } = useTranslation('consent');
  const dispatch = useAppDispatch();
  const decided = useAppSelector((state) => state.session.consent.decided);
  const [hydrated, setHydrated] = useState(false);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => setHydrated(true), []);
  const shown = hydrated && !decided;
  // a control focused behind the banner is scrolled above it (WCAG 2.4.11 Focus Not Obscured)
  useEffect(() => {
    const banner = ref.current;
    if (!shown || !banner) return;
    const root = document.documentElement;
    const pad = () => {
      root.style.scrollPaddingBottom = `${banner.offsetHeight}px`;
    };
    pad();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(pad);
    observer?.observe(banner);
    return () => {
      observer?.disconnect();
      root.style.scrollPaddingBottom = '';
    };
  }, [shown]);
  if (!shown) return null;
  const choose = (yes: boolean) => dispatch(consentChosen({ statistik: yes, marketing: yes }));
  return (
    <Box
      ref={ref}
      component="section"
      aria-labelledby="consent-banner-heading"
      sx={{
        order: 1,
        position: 'sticky',
        bottom: 0,
        zIndex: (theme) => theme.zIndex.appBar + 1,
        bgcolor: 'background.paper',
        borderTop: 2,
        borderColor: 'primary.main',
        boxShadow: '0 -4px 12px rgba(0,0,0,0.15)',
        px: 2,
        py: { xs: 1.5, sm: 2 },
      }}
    >
      <Box
        sx={{
          maxWidth: 1100,
          mx: 'auto',
          display: 'grid',
          gap: { xs: 1, sm: 3 },
          gridTemplateColumns: { xs: '1fr', md: '1fr auto' },
          alignItems: 'center',
        }}
      >
        <Box>
          <Typography id="consent-banner-heading" component="h2" sx={{ fontWeight: 700, fontSize: '1rem' }}>
            {t('banner.heading')}
          </Typography>
          <Typography variant="body2">{t('banner.text')}</Typography>
        </Box>
        {/* the same size, colour and weight: declining is as easy as accepting */}
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, minWidth: { md: 320 } }}>
          <Button variant="contained" onClick={() => choose(false)}>
            {t('banner.ablehnen')}
          </Button>
          <Button variant="contained" onClick={() => choose(true)}>
            {t('banner.akzeptieren')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
