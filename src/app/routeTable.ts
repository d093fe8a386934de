import { matchRoutes, type RouteObject } from 'react-router-dom';
import { firstLoadTitles } from '../i18n';
import { meineDatenRoutes } from './routes/meineDatenRoutes';
import { publicRoutes } from './routes/publicRoutes';
import { editorialCardsData } from './routes/editorialData';
import type { RouteDef } from './routes/types';
import { vertragRoutes } from './routes/vertragRoutes';

export type { PageLoader, RouteDef } from './routes/types';

/** Invoices and telephone costs: one chunk for the section (RechnungenLayout.tsx says why). */
const rechnungenSection = () => import('../features/rechnungen/pages/RechnungenLayout');

/** The start page, with its editorial cards as data that needs no session (the login form prefetches both). */
const startseite: RouteDef = {
  title: 'startseite',
  shell: true,
  page: () => import('../features/startseite/pages/StartseitePage'),
  publicData: editorialCardsData('startseite'),
};

/**
 * THE route table of the portal (spec §2). Nesting, page titles and the lazily loaded pages live here (the
 * big subtrees in ./routes/); each screen is a lazily loaded chunk. Only the app imports it; links come from
 * src/config/paths.ts (hrefFor).
 */
const table: RouteDef[] = [
  // ---------- private area (requires a session) ----------
  {
    path: 'private',
    page: () => import('./layouts/PrivateLayout'),
    children: [
      { index: true, redirect: 'private.dashboard.startseite' },
      {
        path: 'dashboard',
        page: () => import('./layouts/DashboardLayout'),
        children: [
          { index: true, ...startseite },
          { path: 'startseite', name: 'private.dashboard.startseite', ...startseite },
          meineDatenRoutes,
          {
            path: 'rechnungen',
            page: rechnungenSection,
            children: [
              { index: true, redirect: 'rechnungen.rechnungen' },
              {
                path: 'rechnungen',
                name: 'rechnungen.rechnungen',
                title: 'rechnungen',
                shell: true,
                page: () => rechnungenSection().then((m) => ({ default: m.RechnungenPage })),
              },
              {
                path: 'telefonkosten',
                name: 'rechnungen.telefonkosten',
                title: 'telefonkosten',
                page: () => rechnungenSection().then((m) => ({ default: m.TelefonkostenPage })),
              },
            ],
          },
          // beyond spec: "Meine Aufträge"
          {
            path: 'auftraege',
            name: 'auftraege',
            title: 'auftraege',
            page: () => import('../features/auftraege/pages/AuftraegePage'),
          },
          // beyond spec: „Störung melden“ and a fault ticket
          {
            path: 'stoerung',
            name: 'stoerung',
            title: 'stoerung',
            page: () => import('../features/stoerung/pages/StoerungMeldenPage'),
          },
          {
            path: 'stoerung/:nummer',
            name: 'stoerung.detail',
            title: 'stoerungDetail',
            page: () => import('../features/stoerung/pages/StoerungPage'),
          },
          // beyond spec: „Vertrag widerrufen“ (Art. 11a VRRL)
          {
            path: 'widerruf',
            name: 'widerruf',
            title: 'widerruf',
            page: () => import('../features/widerruf/pages/WiderrufPage'),
          },
          // beyond spec: „Kosten & Schutz“ of a contract, „Meine Rechte“ and the invoice dispute
          {
            path: 'kosten-schutz/:id',
            name: 'kostenSchutz',
            title: 'kostenSchutz',
            page: () => import('../features/kostenSchutz/pages/KostenSchutzPage'),
          },
          {
            path: 'meine-rechte',
            name: 'meineRechte',
            title: 'meineRechte',
            page: () => import('../features/meineRechte/pages/MeineRechtePage'),
          },
          {
            path: 'meine-rechte/beanstandung/:id',
            name: 'meineRechte.beanstandung',
            title: 'beanstandung',
            page: () => import('../features/meineRechte/pages/BeanstandungPage'),
          },
          // beyond spec: „SIM & Geräte“ of a mobile contract
          {
            path: 'sim-geraete/:id',
            name: 'simGeraete',
            title: 'simGeraete',
            page: () => import('../features/simGeraete/pages/SimGeraetePage'),
          },
          {
            path: 'sim-verwaltung',
            name: 'simVerwaltung',
            title: 'simVerwaltung',
            page: () => import('../features/simGeraete/pages/SimVerwaltungPage'),
          },
          // beyond spec: the document archive of a contract
          {
            path: 'dokumente/:id',
            name: 'dokumente',
            title: 'dokumente',
            page: () => import('../features/dokumente/pages/DokumentePage'),
          },
          ...vertragRoutes,
        ],
      },
      // no-navigation layout
      {
        path: 'd',
        page: () => import('./layouts/NoNavLayout'),
        children: [
          {
            path: 'first_time_password_change',
            name: 'firstTimePasswordChange',
            title: 'firstTimePasswordChange',
            page: () => import('../features/auth/pages/FirstTimePasswordChangePage'),
          },
        ],
      },
    ],
  },
  // ---------- public routes ----------
  publicRoutes,
  // fallback
  { path: '*', name: 'default', redirect: 'private.dashboard.startseite' },
];

const loadScreenTexts = () => import('../i18n/screenTexts');

/**
 * A page whose title is not one of the first load's (login, start page) loads the texts of the screens beyond
 * the first load beside its chunk (src/i18n/screenTexts.ts: their titles, form messages).
 */
function withScreenTexts(def: RouteDef): RouteDef {
  const page = def.page;
  const later = page && def.title && !firstLoadTitles.has(def.title);
  return {
    ...def,
    ...(later && { page: () => Promise.all([page(), loadScreenTexts()]).then(([module]) => module) }),
    ...(def.children && { children: def.children.map(withScreenTexts) }),
  };
}

export const routeTable: RouteDef[] = table.map(withScreenTexts);

/** Addresses matched so far; bounded, as a fleet's contract links are thousands of addresses. */
const matched = new Map<string, RouteDef[]>();
const MATCHED_MAX = 200;

/**
 * The routes react-router matches for a portal address, outermost first (its own matchRoutes). Remembered per
 * address: matchRoutes flattens and ranks the whole table on every call, and prefetch on intent asks on every
 * hover and focus of a link, in the input's own task (docs/performance.md).
 */
export function routesOnPath(pathname: string): RouteDef[] {
  const known = matched.get(pathname);
  if (known) return known;
  const routes = (matchRoutes(routeTable as RouteObject[], pathname) ?? []).map((match) => match.route as RouteDef);
  if (matched.size >= MATCHED_MAX) matched.clear();
  matched.set(pathname, routes);
  return routes;
}

/** Full address of every named route in the table (checked against the paths module by a test). */
export function tablePaths(): Map<string, string> {
  const fullPaths = new Map<string, string>();
  (function collect(defs: RouteDef[], prefix: string) {
    for (const def of defs) {
      const full = def.path ? `${prefix}/${def.path}` : prefix;
      if (def.name && !fullPaths.has(def.name)) fullPaths.set(def.name, full || '/');
      if (def.children) collect(def.children, full);
    }
  })(routeTable, '');
  return fullPaths;
}
