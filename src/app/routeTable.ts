import type { ComponentType } from 'react';
import type { AppDispatch } from './store';
import { CAMPAIGNS, VERTRAG_TABS, type RouteName } from '../config/paths';

/**
 * THE route table of the portal (spec §2). Nesting, page titles and the lazily loaded pages live here;
 * each screen is a lazily loaded chunk. Only the app imports it; links come from src/config/paths.ts (hrefFor).
 */
// biome-ignore lint/suspicious/noExplicitAny: pages take different props; the table hands each its own
type PageModule = { default: ComponentType<any> };
export type PageLoader = () => Promise<PageModule>;

export interface RouteDef {
  path?: string;
  index?: true;
  /** route name used in links and redirects (spec §2 names where it gives them) */
  name?: RouteName | 'default';
  /** i18n key (namespace "titles") of the page's scope for "{scope} - Kundenportal - {provider}" */
  title?: string;
  page?: PageLoader;
  /**
   * starts the calls the page makes on its first render (RTK Query prefetch), for a prefetch on intent: the
   * data then loads in parallel with the chunk instead of after it (issue 18, soft navigation)
   */
  data?: (dispatch: AppDispatch) => Promise<void>;
  /** static props handed to the page (e.g. which campaign a deep link carries) */
  props?: Record<string, unknown>;
  /**
   * the page renders its frame while the start-up user load is pending (it is prerendered at build time
   * and paints before any script runs); its customer data fills in once the session is known
   */
  shell?: true;
  /** route name, or a relative path starting with './' (for routes below a path param) */
  redirect?: RouteName | `./${string}`;
  children?: RouteDef[];
}

export const routeTable: RouteDef[] = [
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
          {
            index: true,
            title: 'startseite',
            shell: true,
            page: () => import('../features/startseite/pages/StartseitePage'),
          },
          {
            path: 'startseite',
            name: 'private.dashboard.startseite',
            title: 'startseite',
            shell: true,
            page: () => import('../features/startseite/pages/StartseitePage'),
          },
          {
            path: 'meine-daten',
            name: 'private.dashboard.meinedaten',
            page: () => import('../features/meineDaten/pages/MeineDatenLayout'),
            children: [
              { index: true, redirect: 'meinedaten.stammdaten' },
              {
                path: 'stammdaten',
                children: [
                  {
                    index: true,
                    name: 'meinedaten.stammdaten',
                    title: 'stammdaten',
                    page: () => import('../features/meineDaten/pages/StammdatenPage'),
                  },
                  {
                    path: 'email',
                    name: 'meinedaten.stammdaten.email',
                    title: 'email',
                    page: () => import('../features/meineDaten/pages/EmailPage'),
                  },
                  {
                    path: 'telefon',
                    name: 'meinedaten.stammdaten.telefon',
                    title: 'telefon',
                    page: () => import('../features/meineDaten/pages/TelefonPage'),
                  },
                  {
                    path: 'authcode',
                    name: 'meinedaten.stammdaten.authcode',
                    title: 'authcode',
                    page: () => import('../features/meineDaten/pages/AuthcodePage'),
                  },
                  {
                    path: 'validate-email-update',
                    name: 'meinedaten.stammdaten.validateEmail',
                    title: 'validateEmail',
                    page: () => import('../features/meineDaten/pages/ValidateEmailUpdatePage'),
                  },
                ],
              },
              {
                path: 'bankdaten',
                name: 'meinedaten.bankdaten',
                title: 'bankdaten',
                page: () => import('../features/bankdaten/pages/BankdatenPage'),
              },
              {
                path: 'rechnungsadresse',
                name: 'meinedaten.rechnungsadresse',
                title: 'rechnungsadresse',
                page: () => import('../features/meineDaten/pages/RechnungsadressePage'),
              },
              {
                path: 'passwort',
                name: 'meinedaten.passwort',
                title: 'passwort',
                page: () => import('../features/meineDaten/pages/PasswortPage'),
              },
              {
                path: 'einwilligungen',
                name: 'meinedaten.einwilligungen',
                title: 'einwilligungen',
                page: () => import('../features/meineDaten/pages/EinwilligungenPage'),
              },
              {
                path: 'erweiterte_aenderungen',
                name: 'meinedaten.erweiterteAenderungen',
                title: 'erweiterteAenderungen',
                page: () => import('../features/meineDaten/pages/ErweiterteAenderungenPage'),
              },
              {
                path: 'umzug',
                name: 'meinedaten.umzug',
                title: 'umzugMeldung',
                page: () => import('../features/meineDaten/pages/UmzugPage'),
              },
              {
                path: 'telefonbucheintrag',
                name: 'meinedaten.telefonbucheintrag',
                title: 'telefonbucheintrag',
                page: () => import('../features/meineDaten/pages/TelefonbucheintragPage'),
              },
            ],
          },
          {
            path: 'rechnungen',
            page: () => import('../features/rechnungen/pages/RechnungenLayout'),
            children: [
              { index: true, redirect: 'rechnungen.rechnungen' },
              {
                path: 'rechnungen',
                name: 'rechnungen.rechnungen',
                title: 'rechnungen',
                page: () => import('../features/rechnungen/pages/RechnungenPage'),
              },
              {
                path: 'telefonkosten',
                name: 'rechnungen.telefonkosten',
                title: 'telefonkosten',
                page: () => import('../features/rechnungen/pages/TelefonkostenPage'),
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
          {
            path: 'vertraege',
            children: [
              { index: true, redirect: 'vertraege.list' },
              {
                path: 'list',
                name: 'vertraege.list',
                title: 'vertraege',
                page: () => import('../features/vertraege/pages/VertragListPage'),
                data: (dispatch) =>
                  import('../features/vertraege/prefetchData').then((m) => m.prefetchVertragListData(dispatch)),
              },
              {
                path: 'router-aktivieren/:mac',
                name: 'vertraege.routerAktivieren',
                title: 'routerAktivieren',
                page: () => import('../features/vertraege/pages/RouterAktivierenPage'),
              },
              {
                path: ':id',
                name: 'vertrag',
                page: () => import('../features/vertraege/pages/VertragLayout'),
                data: (dispatch) =>
                  import('../features/vertraege/prefetchData').then((m) => m.prefetchVertragData(dispatch)),
                children: [
                  { index: true, redirect: './allgemeine-daten' },
                  ...VERTRAG_TABS.map(
                    (tab): RouteDef => ({
                      path: tab,
                      name: `vertrag.${tab}`,
                      title: `vertrag.${tab}`,
                      // the tab's own chunk loads beside the page's: both render at once, no spinner in between
                      page: () =>
                        Promise.all([
                          import('../features/vertraege/pages/VertragTabPage'),
                          import('../features/vertraege/tabs/tabChunks').then((m) => m.preloadVertragTab(tab)),
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
            page: () => import('../features/bestellung/pages/VertragDetailLayout'),
            children: [
              // beyond spec: the move's address step (entry from the contract tab "umzug" and the /umzug deep link)
              {
                path: 'umzug',
                name: 'vertragdetail.umzug',
                title: 'umzugAdresse',
                page: () => import('../features/bestellung/pages/UmzugAdressePage'),
              },
              {
                path: 'umzugsofort',
                name: 'vertragdetail.umzugsofort',
                title: 'umzugsofort',
                page: () => import('../features/bestellung/pages/UmzugSofortPage'),
              },
              {
                path: 'umzugwechsel',
                name: 'vertragdetail.umzugwechsel',
                title: 'umzugwechsel',
                page: () => import('../features/bestellung/pages/UmzugWechselPage'),
              },
              {
                path: 'umzugabbruch',
                name: 'vertragdetail.umzugabbruch',
                title: 'umzugabbruch',
                page: () => import('../features/bestellung/pages/UmzugAbbruchPage'),
              },
              {
                path: 'vertragswechsel',
                name: 'vertragdetail.vertragswechsel',
                title: 'vertragswechsel',
                page: () => import('../features/bestellung/pages/VertragswechselPage'),
              },
              {
                path: 'technupgrade_bestellung',
                name: 'vertragdetail.technupgrade.bestellung',
                title: 'technupgrade',
                page: () => import('../features/bestellung/pages/TechnupgradeBestellungPage'),
              },
              {
                path: 'produktwechsel_bestellung',
                name: 'vertragdetail.produktwechsel.bestellung',
                title: 'produktwechsel',
                page: () => import('../features/bestellung/pages/ProduktwechselBestellungPage'),
              },
              {
                path: 'vertraghinzu_bestellung',
                name: 'vertragdetail.vertraghinzu.bestellung',
                title: 'vertraghinzu',
                page: () => import('../features/bestellung/pages/VertraghinzuBestellungPage'),
              },
              // ASSUMED name: the spec does not show the add-on order screen's name
              {
                path: 'zusatzoption_bestellung',
                name: 'vertragdetail.zusatzoption.bestellung',
                title: 'zusatzoption',
                page: () => import('../features/bestellung/pages/ZusatzoptionBestellungPage'),
              },
              {
                path: 'mobilfunk_bestellung',
                name: 'vertragdetail.mobilfunk.bestellung',
                title: 'mobilfunk',
                page: () => import('../features/bestellung/pages/MobilfunkBestellungPage'),
              },
              {
                path: 'treueangebot_bestellung',
                name: 'vertragdetail.treueangebot.bestellung',
                title: 'treueangebot',
                page: () => import('../features/bestellung/pages/TreueangebotBestellungPage'),
              },
            ],
          },
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
  {
    page: () => import('./layouts/PublicLayout'),
    children: [
      { path: 'login', name: 'login', title: 'login', page: () => import('../features/auth/pages/LoginPage') },
      {
        path: 'login/session-expired',
        name: 'login.sessionExpired',
        title: 'sessionExpired',
        page: () => import('../features/auth/pages/LoginPage'),
        props: { sessionExpired: true },
      },
      {
        path: 'forgot-password',
        name: 'forgotPassword',
        title: 'forgotPassword',
        page: () => import('../features/auth/pages/ForgotPasswordPage'),
      },
      {
        path: 'new-password',
        name: 'newPassword',
        title: 'newPassword',
        page: () => import('../features/auth/pages/NewPasswordPage'),
      },
      {
        path: 'logged-out',
        name: 'loggedOut',
        title: 'loggedOut',
        page: () => import('../features/auth/pages/LoggedOutPage'),
      },
      // beyond spec: the cancellation button of § 312k BGB works without login
      {
        path: 'kuendigen',
        name: 'kuendigen',
        title: 'kuendigen',
        page: () => import('../features/kuendigung/pages/PublicKuendigungPage'),
      },
      // beyond spec: help and contact, open to everybody (linked in header, footer and hotline messages)
      {
        path: 'hilfe',
        name: 'hilfe',
        title: 'hilfe',
        page: () => import('../features/hilfe/pages/HilfePage'),
      },
      // campaign deep links (query kampagne)
      ...CAMPAIGNS.map(
        (campaign): RouteDef => ({
          path: campaign,
          name: `kampagne.${campaign}`,
          title: 'kampagne',
          page: () => import('../features/kampagne/pages/DeepLinkPage'),
          props: { campaign },
        }),
      ),
    ],
  },
  // fallback
  { path: '*', name: 'default', redirect: 'private.dashboard.startseite' },
];

/**
 * The routes the router will match for a portal address, outermost first (a plain walk of the table that
 * agrees with react-router's matching, see the test). Start-up uses it to evaluate the address's screens
 * one by one before the router asks for them all at once.
 */
export function routesOnPath(pathname: string): RouteDef[] {
  const walk = (defs: RouteDef[], rest: string[]): RouteDef[] | null => {
    for (const def of defs) {
      if (def.index) {
        if (rest.length === 0) return [def];
        continue;
      }
      const own = def.path ? def.path.toLowerCase().split('/') : [];
      if (own[0] === '*') return [def];
      if (own.length > rest.length || own.some((segment, i) => !segment.startsWith(':') && segment !== rest[i]))
        continue;
      const remaining = rest.slice(own.length);
      const below = (def.children && walk(def.children, remaining)) ?? (remaining.length === 0 && def.path ? [] : null);
      if (below) return [def, ...below];
    }
    return null;
  };
  return walk(routeTable, pathname.toLowerCase().split('/').filter(Boolean)) ?? [];
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
