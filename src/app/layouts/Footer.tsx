import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { memo, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FOOTER_LINKS } from '../../config/constants';
import { hrefFor } from '../../config/paths';
import { visuallyHidden } from '../../components/visuallyHidden';
import { LazyPartBoundary, PartFailedNotice, retryableLazy } from '../../components/feedback/LazyPart';

// the dialog (and MUI's modal machinery) loads only when the customer opens it
const ConsentDialog = retryableLazy(() => import('./ConsentDialog'));

const linkSx = { color: '#ffffff', textDecorationColor: 'rgba(255,255,255,0.7)' } as const;

/**
 * The accessibility statement; it hands over the page the customer is on, for the barrier report. Its own
 * component: only this link follows the address, the memoised footer does not.
 */
function StatementLink() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <li>
      <Link
        component={RouterLink}
        to={hrefFor('barrierefreiheit')}
        state={{ seite: `${pathname}${search}` }}
        sx={linkSx}
      >
        {t('footer.barrierefreiheit')}
      </Link>
    </li>
  );
}

/**
 * Footer of every page (spec §2); external links open in a new tab. Memoised: it takes no props, and the root
 * layout re-renders on every change of address (soft navigation).
 */
export const Footer = memo(function Footer() {
  const { t } = useTranslation();
  const [consentOpen, setConsentOpen] = useState(false);
  // each opening is an attempt: after a failed load of the dialog the next one loads it again
  const [attempt, setAttempt] = useState(0);
  const openConsent = () => {
    setConsentOpen(true);
    setAttempt((n) => n + 1);
  };
  const external = (key: keyof typeof FOOTER_LINKS) => (
    <li>
      <Link href={FOOTER_LINKS[key]} target="_blank" rel="noopener noreferrer" sx={linkSx}>
        {t(`footer.${key}`)}
        <Box component="span" sx={visuallyHidden}>
          {t('footer.newTab')}
        </Box>
      </Link>
    </li>
  );
  return (
    <Box component="footer" sx={{ bgcolor: '#1f2a37', color: '#fff', py: 3, px: 2, mt: 4 }}>
      <Box component="nav" aria-label={t('footer.label')}>
        <Box
          component="ul"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 3, justifyContent: 'center' }}
        >
          <li>
            <Link component={RouterLink} to={hrefFor('kuendigen')} sx={{ ...linkSx, fontWeight: 700 }}>
              {t('footer.kuendigen')}
            </Link>
          </li>
          <li>
            <Link component={RouterLink} to={hrefFor('widerrufen')} sx={{ ...linkSx, fontWeight: 700 }}>
              {t('footer.widerrufen')}
            </Link>
          </li>
          <li>
            <Link component={RouterLink} to={hrefFor('hilfe')} sx={linkSx}>
              {t('footer.hilfe')}
            </Link>
          </li>
          {external('agb')}
          {external('impressum')}
          {external('datenschutz')}
          <li>
            <Link
              component="button"
              type="button"
              onClick={openConsent}
              sx={{ ...linkSx, font: 'inherit', verticalAlign: 'baseline' }}
            >
              {t('footer.cookies')}
            </Link>
          </li>
          <StatementLink />
        </Box>
      </Box>
      {consentOpen && (
        <LazyPartBoundary
          part={ConsentDialog}
          name="Cookie-Einstellungen"
          retryKey={attempt}
          fallback={
            <PartFailedNotice
              text={t('footer.cookiesFailed')}
              onRetry={openConsent}
              onClose={() => setConsentOpen(false)}
            />
          }
        >
          <ConsentDialog open onClose={() => setConsentOpen(false)} />
        </LazyPartBoundary>
      )}
    </Box>
  );
});
