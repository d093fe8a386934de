import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../hooks';
import { consentChosen } from '../../features/session/sessionSlice';
import { useConsentT } from '../../i18n/texts/consent';

/** The banner's height while it is shown, for the space kept free below the page. */
const HEIGHT_PROPERTY = '--consent-banner-height';

/** Below the page, after its footer: room for the fixed banner, so nothing of the page stays under it. */
export function ConsentSpacer() {
  return <Box aria-hidden="true" sx={{ height: `var(${HEIGHT_PROPERTY}, 0px)` }} />;
}

/**
 * The first visit's question (§ 25 TDDDG): „Ablehnen“ and „Akzeptieren“ as equal buttons, nothing tracked before
 * either. It comes first in the reading and tab order and sits fixed at the bottom of the window, out of the
 * page's flow (in the flow it would move the footer of a short page). The prerendered pages carry it; the stored
 * choice is known only after hydration, so a visitor who has chosen gets it hidden by the boot script's class
 * before the first paint. Its height is kept free below the page (ConsentSpacer), so the footer's last links can
 * be scrolled above it.
 */
export function ConsentBanner() {
  const { t } = useConsentT();
  const dispatch = useAppDispatch();
  const decided = useAppSelector((state) => state.session.consent.decided);
  const [hydrated, setHydrated] = useState(false);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => setHydrated(true), []);
  // until hydration the banner is always there, as in the prerendered page: it paints with the page's first frame
  // (appearing later, it was the page's largest paint: LCP 3.4–3.7 s in Lighthouse against 1.1–1.5 s); for a
  // visitor who has chosen, base.css hides it until then
  const shown = !hydrated || !decided;
  // a control focused behind the banner is scrolled above it (WCAG 2.4.11 Focus Not Obscured)
  useEffect(() => {
    const banner = ref.current;
    if (!hydrated || !shown || !banner) return;
    const root = document.documentElement;
    const pad = () => {
      root.style.scrollPaddingBottom = `${banner.offsetHeight}px`;
      root.style.setProperty(HEIGHT_PROPERTY, `${banner.offsetHeight}px`);
    };
    pad();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(pad);
    observer?.observe(banner);
    return () => {
      observer?.disconnect();
      root.style.scrollPaddingBottom = '';
      root.style.removeProperty(HEIGHT_PROPERTY);
    };
  }, [hydrated, shown]);
  if (!shown) return null;
  const choose = (yes: boolean) => dispatch(consentChosen({ statistik: yes, marketing: yes }));
  return (
    <Box
      ref={ref}
      id="consent-banner"
      component="section"
      aria-labelledby="consent-banner-heading"
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
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
          {/* usable once hydrated: a click on the prerendered button before that would be lost */}
          <Button variant="contained" disabled={!hydrated} onClick={() => choose(false)}>
            {t('banner.ablehnen')}
          </Button>
          <Button variant="contained" disabled={!hydrated} onClick={() => choose(true)}>
            {t('banner.akzeptieren')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
