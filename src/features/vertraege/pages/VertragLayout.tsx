import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { hrefFor, VERTRAG_TABS } from '../../../app/routeTable';
import { ErrorMessage } from '../../../components/feedback/ErrorMessage';
import { PageScaffold } from '../../../components/layout/PageScaffold';
import { registerMessages } from '../../../i18n';
import vertraege from '../../../i18n/de/vertraege.json';
import { useVertrag } from '../useVertrag';
import { applicableTabs } from '../vertragRules';

registerMessages('vertraege', vertraege);

/** Contract detail: a side menu with only the tabs that apply to this contract, the tab page beside it. */
export default function VertragLayout() {
  const { t } = useTranslation('vertraege');
  const { t: tc } = useTranslation();
  const vertrag = useVertrag();
  const specialOffer = useAppSelector((state) => state.specialOffer.offer);
  const { pathname } = useLocation();

  const back = (
    <Link component={RouterLink} to={hrefFor('vertraege.list')} sx={{ display: 'inline-block', mb: 2 }}>
      ← {t('layout.back')}
    </Link>
  );
  if (!vertrag) {
    return (
      <>
        {back}
        <PageScaffold>
          <ErrorMessage error={null} fallbackKey="vertraege:layout.notFound" />
        </PageScaffold>
      </>
    );
  }
  const tabs = applicableTabs(vertrag, { specialOffer }, VERTRAG_TABS);
  return (
    <>
      {back}
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '240px 1fr' }, alignItems: 'start' }}>
        <Box component="nav" aria-label={t('layout.menu')}>
          <Typography component="p" sx={{ fontWeight: 700, mb: 1 }}>
            {vertrag.name}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, borderLeft: 1, borderColor: 'divider' }}>
            {tabs.map((tab) => {
              const href = hrefFor(`vertrag.${tab}`, { id: vertrag.contractId });
              const active = pathname === href || pathname.startsWith(`${href}/`);
              return (
                <li key={tab}>
                  <Link
                    component={RouterLink}
                    to={href}
                    underline="hover"
                    aria-current={active ? 'page' : undefined}
                    sx={{
                      display: 'block', py: 0.75, pl: 2, ml: '-1px', borderLeft: 3,
                      borderColor: active ? 'primary.main' : 'transparent',
                      color: active ? 'primary.main' : 'text.primary',
                      fontWeight: active ? 700 : 400,
                    }}
                  >
                    {tc(`titles.vertrag.${tab}`)}
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
    </>
  );
}
