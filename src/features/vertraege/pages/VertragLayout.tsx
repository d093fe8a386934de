import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useAppSelector, useSessionReady } from '../../../app/hooks';
import { hrefFor, VERTRAG_TABS } from '../../../config/paths';
import { ErrorMessage } from '../../../components/feedback/ErrorMessage';
import { PageScaffold } from '../../../components/layout/PageScaffold';
import { SideNavLayout } from '../../../components/layout/SideNavLayout';
import { useRouteTitle } from '../../../components/layout/usePageTitle';
import { useVorgaengeQuery } from '../../auftraege/auftraegeApi';
import { useVorgaengeSettled } from '../../auftraege/useVorgaengeSettled';
import { hatKostenSchutz } from '../../kostenSchutz/schutzRule';
import { dokumenteApi } from '../../dokumente/dokumenteApi';
import { isMissingCall } from '../../../api/errors';
import { useVertrag } from '../useVertrag';
import { VertragShownContext } from './vertragShown';
import { vertragLage } from '../vertragLage';
import { useVertraegeT } from '../../../i18n/texts/vertraege';

/**
 * Contract detail: a side menu with only the tabs that apply to this contract, the tab page beside it. Until
 * the session is there (a prerendered frame, route table: shell) the menu is empty and the phone's closed menu
 * names the route's tab.
 */
export default function VertragLayout() {
  const { t } = useVertraegeT();
  const { t: tc } = useTranslation();
  const ready = useSessionReady();
  const routeTitle = useRouteTitle();
  const vertrag = useVertrag();
  const specialOffer = useAppSelector((state) => state.specialOffer.offer);
  const contracts = useAppSelector((state) => state.contracts.list);
  const { pathname } = useLocation();
  const { data: vorgaenge } = useVorgaengeQuery();
  const { settled } = useVorgaengeSettled();
  // read from the cache only (no request): a backend found without the archive leaves the page out of the menu
  const archiv = dokumenteApi.endpoints.dokumente.useQueryState(vertrag?.contractId ?? '');

  const back = (
    <Link component={RouterLink} to={hrefFor('vertraege.list')} sx={{ display: 'inline-block', mb: 2 }}>
      ← {t('layout.back')}
    </Link>
  );
  if (ready && !vertrag) {
    return (
      <>
        {back}
        <PageScaffold>
          <ErrorMessage error={null} fallbackKey="vertraege:layout.notFound" />
        </PageScaffold>
      </>
    );
  }
  // the frame (before the session is known) has the same tree with an empty menu: it hydrates, and the
  // contract then fills it in without replacing the heading and intro (no second paint of them). It stays
  // until the running requests have answered too (at most VORGAENGE_WAIT_MS): the tab page's banner and a tab
  // hidden by them would otherwise move or change the page the customer is already reading.
  const frame = !ready || !vertrag || !settled;
  // the contract's one rule: after a cancellation the menu offers no second one and no order for its future
  const tabs = frame ? [] : vertragLage(vertrag, vorgaenge ?? [], { specialOffer, contracts }, VERTRAG_TABS).tabs;
  const items: Array<{ key: string; href: string; label: string; current: boolean }> = tabs.map((tab) => {
    const href = hrefFor(`vertrag.${tab}`, { id: vertrag?.contractId ?? '' });
    return {
      key: tab,
      href,
      label: tc(`titles.vertrag.${tab}`),
      current: pathname === href || pathname.startsWith(`${href}/`),
    };
  });
  // the SIMs of a mobile contract have a page of their own, listed with the tabs
  if (!frame && vertrag.category === 'mobilfunk') {
    const href = hrefFor('simGeraete', { id: vertrag.contractId });
    items.push({ key: 'sim-geraete', href, label: tc('titles.simGeraete'), current: pathname === href });
  }
  // so has „Kosten & Schutz“ (blocks, data meter, roaming cap, itemised bill)
  if (!frame && hatKostenSchutz(vertrag.category)) {
    const href = hrefFor('kostenSchutz', { id: vertrag.contractId });
    items.push({ key: 'kosten-schutz', href, label: tc('titles.kostenSchutz'), current: pathname === href });
  }
  // and the document archive of every contract
  if (!frame && !isMissingCall(archiv.error)) {
    const href = hrefFor('dokumente', { id: vertrag.contractId });
    items.push({ key: 'dokumente', href, label: tc('titles.dokumente'), current: pathname === href });
  }
  const title = frame ? undefined : (
    <Typography component="p" sx={{ fontWeight: 700, mb: 1 }}>
      {vertrag.name || vertrag.contractId}
    </Typography>
  );
  return (
    <>
      {back}
      <VertragShownContext.Provider value={!frame}>
        <SideNavLayout
          label={t('layout.menu')}
          title={title}
          items={items}
          pendingLabel={frame && routeTitle ? routeTitle : undefined}
        />
      </VertragShownContext.Provider>
    </>
  );
}
