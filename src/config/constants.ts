/**
 * Every business constant of spec §9 and every value the spec leaves "not shown".
 * Values marked ASSUMED are our choice; the README lists them. Change them here and nowhere else.
 */

export const PUBLIC_PATH = '/kundenportal';
export const DEFAULT_LANGUAGE = 'de';
export const CURRENCY = 'EUR';
/** ASSUMED: provider name used in page titles. */
export const PROVIDER_NAME = 'TEAG';
export const PORTAL_NAME = 'Kundenportal';

export const API_BASE = {
  portal: '/kundenportal-api/',
  order: '/order-api/v1/',
  checkIban: '/bestellen/checkIban.json',
  i18n: '/bx-i18n-api/v1/lang/',
  editorial: '/portal/',
  hmac: '/kundenportal-api/hmac/encrypt-bystring',
} as const;

export const HOLIDAY_RANGE_DAYS = 36500;

export const DEEPLINK_QUERY_PARAM = 'kampagne';
export const DEEPLINK_TRACKING_EVENT = 'Einsprung App mit Deeplink';

export const PRODUCT_TYPE = {
  FESTNETZ_DSL: '1559713B327',
  /** ASSUMED: the spec does not show the MOBILFUNK code. */
  MOBILFUNK: '1559713M101',
} as const;
export type ProduktartName = keyof typeof PRODUCT_TYPE;

export const UPGRADE_25_PRODUCT_NAMES = ['ThüringenDSL.privat 25', 'VDSL 25000.2 PK'] as const;
export const UPGRADE_TECHNOLOGIES = ['ftth', 'l2-bsa-ugglas'] as const;
export type UpgradeTechnology = (typeof UPGRADE_TECHNOLOGIES)[number];

export const DEFAULT_BUNDLE_CLIENT_ID = 'TeagHOCH2 Bestandskunden';

/** ASSUMED values: one client id per order flow (spec §9 names them, values not shown). */
export const CLIENT_IDS = {
  main: DEFAULT_BUNDLE_CLIENT_ID,
  mobilfunk: 'TeagHOCH2 Mobilfunk',
  produktwechsel: 'Kundenportal Produktwechsel',
  produktwechselPromo1309: 'Kundenportal Produktwechsel Promo 1309',
  produktwechselPromo1345: 'Kundenportal Produktwechsel Promo 1345',
  vertraghinzuGfplus: 'Kundenportal Vertraghinzu GFPlus',
  treueangebot: 'Kundenportal Treueangebot',
  dokumente: 'Kundenportal Vertragsdokumente',
} as const;
export type OrderFlow = keyof typeof CLIENT_IDS;

/** ASSUMED: fixed portal id sent with the availability check. */
export const AVAILABILITY_PORTAL_ID = '7';
/** ASSUMED: order type ids. */
export const ORDER_TYPE_IDS = { produktwechsel: '2', neukunde: '1' } as const;

export const CUSTOMER_TYPES = {
  privat: { organisationCode: 1, name: 'privat', typeId: '1' },
  business: { organisationCode: 2, name: 'geschaeftlich', typeId: '2' },
} as const;
export type CustomerTypeKey = keyof typeof CUSTOMER_TYPES;

export const DEV_PORTAL_MODES = { DEV_LIVE: 0, DEV: 1, LIVE: 2 } as const;

/** Payment type: 1 = direct debit (SEPA). */
export const PAYMENT_TYPE_DIRECT_DEBIT = 1;

export const DATE_FORMAT_SERVER = 'yyyy-MM-dd';
export const DATE_FORMAT_DISPLAY = 'dd.MM.yyyy';

export const CHUNK_LOAD_TIMEOUT_MS = 120000;
/** Start-up evaluates the first address's screens one by one, but waits no longer than this for each. */
export const SCREEN_PRELOAD_WAIT_MS = 3000;

/** Session idle time-out of the backend (seconds) and how long before it the warning dialog opens. */
export const SESSION_IDLE_SECONDS = 900;
export const SESSION_WARNING_BEFORE_SECONDS = 120;

/** How many product checks may run at once during eligibility routing. */
export const PRODUCT_CHECK_CONCURRENCY = 8;

/**
 * ASSUMED / example value: the provider's SEPA creditor identifier (Gläubiger-Identifikationsnummer) named in the
 * mandate text. DE98ZZZ09999999999 is the example id used in the Bundesbank's documentation; replace it with
 * the provider's real id before going live.
 */
export const SEPA_CREDITOR_ID = 'DE98ZZZ09999999999';

/**
 * ASSUMED: the legal pages live on the provider's web site at these same-site addresses (the spec names the
 * links, not their targets). The stand-in backend serves them as pages marked "Platzhalter".
 */
export const FOOTER_LINKS = {
  agb: '/rechtliches/agb',
  impressum: '/rechtliches/impressum',
  datenschutz: '/rechtliches/datenschutz',
  barrierefreiheit: '/rechtliches/barrierefreiheit',
} as const;

// ---------- Bestellung / Eligibility (issue 7) ----------
/** Weekdays the desired order date cannot fall on: Sunday (0) and Saturday (6); no switch-over at weekends. */
export const ORDER_DISABLED_WEEKDAYS = [0, 6] as const;
