import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink, Outlet, useLocation } from 'react-router-dom';
import { hrefFor } from '../../../config/paths';
import { useRechnungenT } from '../../../i18n/texts/rechnungen';

// The section is ONE chunk: the route table loads both pages from here, so a first visit asks for 3 files fewer
// (the layout, the texts, byContract). Over HTTP/1.1 the browser sends 6 requests at a time, and each further
// 6 cost one more round trip (docs/performance.md).
export { default as RechnungenPage } from './RechnungenPage';
export { default as TelefonkostenPage } from './TelefonkostenPage';

const SECTIONS = ['rechnungen', 'telefonkosten'] as const;

/** Invoices and telephone costs: a small link navigation between the two pages (not ARIA tabs: they are pages). */
export default function RechnungenLayout() {
  const { t } = useRechnungenT();
  const { pathname } = useLocation();
  const current = SECTIONS.find((s) => pathname.startsWith(hrefFor(`rechnungen.${s}`)));
  return (
    <>
      <Box component="nav" aria-label={t('nav.label')} sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        {/* wraps on the narrowest phones (320 px) instead of scrolling the page sideways */}
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, listStyle: 'none', m: 0, p: 0 }}>
          {SECTIONS.map((s) => (
            <li key={s}>
              <Link
                component={RouterLink}
                to={hrefFor(`rechnungen.${s}`)}
                underline="none"
                aria-current={current === s ? 'page' : undefined}
                sx={{
                  display: 'block',
                  px: { xs: 1.5, sm: 2 },
                  py: 1,
                  fontWeight: 600,
                  color: current === s ? 'primary.main' : 'text.primary',
                  borderBottom: 3,
                  borderColor: current === s ? 'primary.main' : 'transparent',
                }}
              >
                {t(`nav.${s}`)}
              </Link>
            </li>
          ))}
        </Box>
      </Box>
      <Outlet />
    </>
  );
}
