/** Contracts (spec §2): list, router activation, a contract's tabs and the order screens below vertrag-detail. */
import { VERTRAG_TABS } from '../../config/paths';
import { editorialCardsData } from './editorialData';
import type { RouteDef } from './types';

export const vertragRoutes: RouteDef[] = [
  {
    path: 'vertraege',
    children: [
      { index: true, redirect: 'vertraege.list' },
      {
        path: 'list',
        name: 'vertraege.list',
        title: 'vertraege',
        // prerendered at build time: heading and intro paint before any script, the contracts fill in
        shell: true,
        page: () => import('../../features/vertraege/pages/VertragListPage'),
        data: (dispatch) =>
          import('../../features/vertraege/prefetchData').then((m) => m.prefetchVertragData(dispatch)),
        publicData: editorialCardsData('vertraege'),
      },
      {
        path: 'router-aktivieren/:mac',
        name: 'vertraege.routerAktivieren',
        title: 'routerAktivieren',
        page: () => import('../../features/vertraege/pages/RouterAktivierenPage'),
      },
      {
        path: ':id',
        name: 'vertrag',
        page: () => import('../../features/vertraege/pages/VertragLayout'),
        data: (dispatch) =>
          import('../../features/vertraege/prefetchData').then((m) => m.prefetchVertragData(dispatch)),
        children: [
          { index: true, redirect: './allgemeine-daten' },
          ...VERTRAG_TABS.map(
            (tab): RouteDef => ({
              path: tab,
              name: `vertrag.${tab}`,
              title: `vertrag.${tab}`,
              // a contract's first tab is prerendered (build.mjs): its frame paints before any script
              shell: tab === 'allgemeine-daten',
              // the tab's own chunk loads beside the page's: both render at once, no spinner in between
              page: () =>
                Promise.all([
                  import('../../features/vertraege/pages/VertragTabPage'),
                  import('../../features/vertraege/tabs/tabChunks').then((m) => m.preloadVertragTab(tab)),
                ]).then(([page]) => page),
              props: { tab },
            }),
          ),
        ],
      },
    ],
  },
  {
    path: 'vertrag-detail/:id',
    name: 'vertragdetail',
    page: () => import('../../features/bestellung/pages/VertragDetailLayout'),
    children: [
      // beyond spec: the move's address step (entry from the contract tab "umzug" and the /umzug deep link)
      {
        path: 'umzug',
        name: 'vertragdetail.umzug',
        title: 'umzugAdresse',
        page: () => import('../../features/bestellung/pages/UmzugAdressePage'),
      },
      {
        path: 'umzugsofort',
        name: 'vertragdetail.umzugsofort',
        title: 'umzugsofort',
        page: () => import('../../features/bestellung/pages/UmzugSofortPage'),
      },
      {
        path: 'umzugwechsel',
        name: 'vertragdetail.umzugwechsel',
        title: 'umzugwechsel',
        page: () => import('../../features/bestellung/pages/UmzugWechselPage'),
      },
      {
        path: 'umzugabbruch',
        name: 'vertragdetail.umzugabbruch',
        title: 'umzugabbruch',
        page: () => import('../../features/bestellung/pages/UmzugAbbruchPage'),
      },
      {
        path: 'vertragswechsel',
        name: 'vertragdetail.vertragswechsel',
        title: 'vertragswechsel',
        page: () => import('../../features/bestellung/pages/VertragswechselPage'),
      },
      {
        path: 'technupgrade_bestellung',
        name: 'vertragdetail.technupgrade.bestellung',
        title: 'technupgrade',
        page: () => import('../../features/bestellung/pages/TechnupgradeBestellungPage'),
      },
      {
        path: 'produktwechsel_bestellung',
        name: 'vertragdetail.produktwechsel.bestellung',
        title: 'produktwechsel',
        page: () => import('../../features/bestellung/pages/ProduktwechselBestellungPage'),
      },
      {
        path: 'vertraghinzu_bestellung',
        name: 'vertragdetail.vertraghinzu.bestellung',
        title: 'vertraghinzu',
        page: () => import('../../features/bestellung/pages/VertraghinzuBestellungPage'),
      },
      // ASSUMED name: the spec does not show the add-on order screen's name
      {
        path: 'zusatzoption_bestellung',
        name: 'vertragdetail.zusatzoption.bestellung',
        title: 'zusatzoption',
        page: () => import('../../features/bestellung/pages/ZusatzoptionBestellungPage'),
      },
      {
        path: 'mobilfunk_bestellung',
        name: 'vertragdetail.mobilfunk.bestellung',
        title: 'mobilfunk',
        page: () => import('../../features/bestellung/pages/MobilfunkBestellungPage'),
      },
      {
        path: 'treueangebot_bestellung',
        name: 'vertragdetail.treueangebot.bestellung',
        title: 'treueangebot',
        page: () => import('../../features/bestellung/pages/TreueangebotBestellungPage'),
      },
    ],
  },
];
