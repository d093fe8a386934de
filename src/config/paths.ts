/**
 * Route names and addresses of the portal (spec §2), the leaf every layer may import for links.
 * The router (src/app/routeTable.ts) nests the same addresses and attaches the lazily loaded pages; a test
 * checks that both agree. A misspelt route name or a missing path parameter is a compile error.
 */

export const CAMPAIGNS = [
  'zelos',
  'vertraghinzu-gfplus',
  'produktwechsel-promo',
  'produktwechsel-promo-ostern',
  'produktwechsel',
  'treueangebot',
  'technologiewechsel',
  'umzug',
  'mobilfunk-hinzubuchen',
] as const;
export type Campaign = (typeof CAMPAIGNS)[number];

export const VERTRAG_TABS = [
  'allgemeine-daten',
  'ausbaustatus',
  'produktwechsel',
  'treueangebot',
  'produktwechselalt',
  'lieferadresse',
  'router',
  'energie-bundle',
  'option-hinzufuegen',
  'umzug',
  'technologieupgrade',
  'vertragswechsel',
  'voip-telefonie',
  'cloud',
  'antivirus',
  'mobilfunk',
  'spezialangebot',
  'kuendigung',
] as const;
export type VertragTab = (typeof VERTRAG_TABS)[number];

const VERTRAG_PATH = '/private/dashboard/vertraege/:id';

/** Addresses inside the portal, without the base path. */
const staticPaths = {
  'private.dashboard.startseite': '/private/dashboard/startseite',
  'private.dashboard.meinedaten': '/private/dashboard/meine-daten',
  'meinedaten.stammdaten': '/private/dashboard/meine-daten/stammdaten',
  'meinedaten.stammdaten.email': '/private/dashboard/meine-daten/stammdaten/email',
  'meinedaten.stammdaten.telefon': '/private/dashboard/meine-daten/stammdaten/telefon',
  'meinedaten.stammdaten.authcode': '/private/dashboard/meine-daten/stammdaten/authcode',
  'meinedaten.stammdaten.validateEmail': '/private/dashboard/meine-daten/stammdaten/validate-email-update',
  'meinedaten.bankdaten': '/private/dashboard/meine-daten/bankdaten',
  'meinedaten.rechnungsadresse': '/private/dashboard/meine-daten/rechnungsadresse',
  'meinedaten.passwort': '/private/dashboard/meine-daten/passwort',
  'meinedaten.einwilligungen': '/private/dashboard/meine-daten/einwilligungen',
  'meinedaten.erweiterteAenderungen': '/private/dashboard/meine-daten/erweiterte_aenderungen',
  'meinedaten.umzug': '/private/dashboard/meine-daten/umzug',
  'meinedaten.telefonbucheintrag': '/private/dashboard/meine-daten/telefonbucheintrag',
  // beyond spec: passkeys, two-step login, signed-in devices
  'meinedaten.sicherheit': '/private/dashboard/meine-daten/sicherheit',
  // beyond spec: „Meine Daten herunterladen“ (Art. 15/20 DSGVO)
  'meinedaten.datenauskunft': '/private/dashboard/meine-daten/datenauskunft',
  'rechnungen.rechnungen': '/private/dashboard/rechnungen/rechnungen',
  'rechnungen.telefonkosten': '/private/dashboard/rechnungen/telefonkosten',
  // beyond spec: everything the customer sent from the portal
  auftraege: '/private/dashboard/auftraege',
  // beyond spec: fault report with line check, ticket and technician appointment
  stoerung: '/private/dashboard/stoerung',
  'stoerung.detail': '/private/dashboard/stoerung/:nummer',
  // beyond spec: „Vertrag widerrufen“ (Art. 11a VRRL); the public variant is 'widerrufen'
  widerruf: '/private/dashboard/widerruf',
  // beyond spec: „Kosten & Schutz“ of a contract and „Meine Rechte“ (TKG rights started online)
  kostenSchutz: '/private/dashboard/kosten-schutz/:id',
  meineRechte: '/private/dashboard/meine-rechte',
  'meineRechte.beanstandung': '/private/dashboard/meine-rechte/beanstandung/:id',
  // beyond spec: SIMs and eSIMs of a mobile contract, PIN/PUK, the lock against SIM swaps
  simGeraete: '/private/dashboard/sim-geraete/:id',
  // beyond spec: the document archive of a contract (summaries, AGB, notices, receipts, blank forms)
  dokumente: '/private/dashboard/dokumente/:id',
  // beyond spec: the SIMs of all mobile contracts at once (a fleet), bulk block and replacement, CSV
  simVerwaltung: '/private/dashboard/sim-verwaltung',
  'vertraege.list': '/private/dashboard/vertraege/list',
  'vertraege.routerAktivieren': '/private/dashboard/vertraege/router-aktivieren/:mac',
  vertrag: '/private/dashboard/vertraege/:id',
  vertragdetail: '/private/dashboard/vertrag-detail/:id',
  'vertragdetail.umzug': '/private/dashboard/vertrag-detail/:id/umzug',
  'vertragdetail.umzugsofort': '/private/dashboard/vertrag-detail/:id/umzugsofort',
  'vertragdetail.umzugwechsel': '/private/dashboard/vertrag-detail/:id/umzugwechsel',
  'vertragdetail.umzugabbruch': '/private/dashboard/vertrag-detail/:id/umzugabbruch',
  'vertragdetail.vertragswechsel': '/private/dashboard/vertrag-detail/:id/vertragswechsel',
  'vertragdetail.technupgrade.bestellung': '/private/dashboard/vertrag-detail/:id/technupgrade_bestellung',
  'vertragdetail.produktwechsel.bestellung': '/private/dashboard/vertrag-detail/:id/produktwechsel_bestellung',
  'vertragdetail.vertraghinzu.bestellung': '/private/dashboard/vertrag-detail/:id/vertraghinzu_bestellung',
  'vertragdetail.zusatzoption.bestellung': '/private/dashboard/vertrag-detail/:id/zusatzoption_bestellung',
  'vertragdetail.mobilfunk.bestellung': '/private/dashboard/vertrag-detail/:id/mobilfunk_bestellung',
  'vertragdetail.treueangebot.bestellung': '/private/dashboard/vertrag-detail/:id/treueangebot_bestellung',
  firstTimePasswordChange: '/private/d/first_time_password_change',
  login: '/login',
  'login.sessionExpired': '/login/session-expired',
  forgotPassword: '/forgot-password',
  newPassword: '/new-password',
  loggedOut: '/logged-out',
  kuendigen: '/kuendigen',
  widerrufen: '/widerrufen',
  hilfe: '/hilfe',
  // beyond spec: the portal's accessibility statement with its barrier report (BFSG)
  barrierefreiheit: '/barrierefreiheit',
} as const;

type StaticName = keyof typeof staticPaths;
export type RouteName = StaticName | `vertrag.${VertragTab}` | `kampagne.${Campaign}`;

type PathOf<N extends RouteName> = N extends StaticName
  ? (typeof staticPaths)[N]
  : N extends `vertrag.${infer T}`
    ? `${typeof VERTRAG_PATH}/${T}`
    : N extends `kampagne.${infer C}`
      ? `/${C}`
      : never;

type ParamNames<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Param}`
    ? Param
    : never;

/** The path parameters a route needs, e.g. { id } for 'vertrag.router'. */
export type RouteParams<N extends RouteName> = Record<ParamNames<PathOf<N>>, string>;

export type Query = Record<string, string | number | boolean | null | undefined>;

/** Address pattern of a named route, e.g. '/private/dashboard/vertraege/:id/router'. */
export function pathOf(name: RouteName): string {
  if (name in staticPaths) return staticPaths[name as StaticName];
  const [kind, rest] = [name.slice(0, name.indexOf('.')), name.slice(name.indexOf('.') + 1)];
  return kind === 'vertrag' ? `${VERTRAG_PATH}/${rest}` : `/${rest}`;
}

/** Every route name (for tests and the route-table check). */
export function routeNames(): RouteName[] {
  return [
    ...(Object.keys(staticPaths) as StaticName[]),
    ...VERTRAG_TABS.map((tab) => `vertrag.${tab}` as const),
    ...CAMPAIGNS.map((campaign) => `kampagne.${campaign}` as const),
  ];
}

type IsUnion<T, U = T> = T extends unknown ? ([U] extends [T] ? false : true) : never;

/** A literal route name gets exactly its parameters; a name only known as a union (a routing target) any. */
type ParamArgs<N extends RouteName> =
  true extends IsUnion<N>
    ? [params?: Record<string, string>, query?: Query]
    : [ParamNames<PathOf<N>>] extends [never]
      ? [params?: Record<string, never>, query?: Query]
      : [params: RouteParams<N>, query?: Query];

/** Address of a named route (inside the portal, without the base path), e.g. hrefFor('vertrag.router', { id }). */
export function hrefFor<N extends RouteName>(name: N, ...[params, query = {}]: ParamArgs<N>): string {
  const values = (params ?? {}) as Record<string, string>;
  const path = pathOf(name).replace(/:(\w+)/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`Missing param ${key} for route ${name}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The campaign of a deep-link path ("/treueangebot" or "/kundenportal/treueangebot?…"), if any. */
export function campaignOfPath(path: string, campaigns: readonly Campaign[] = CAMPAIGNS): Campaign | null {
  const clean = path
    .split(/[?#]/)[0]
    .replace(/^\/kundenportal(?=\/)/, '')
    .replace(/\/+$/, '');
  return campaigns.find((c) => clean === `/${c}`) ?? null;
}
