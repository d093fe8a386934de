/**
 * Every business constant of spec §9 and every value the spec leaves "not shown".
 * Values marked ASSUMED are our choice; docs/requirements.md lists them. Change them here and nowhere else — the values
 * the stand-in backend shares (paths, product codes, client ids, type ids, …) live in specConstants.json, which
 * test/backend/config.mjs imports as well; this module re-exports them with their meaning.
 */
import * as spec from './specConstants.json';

export const PUBLIC_PATH = spec.PUBLIC_PATH;

/** The customer's clock: every time of day shown or printed (portal and stand-in documents) is in this zone. */
export const CUSTOMER_TIME_ZONE = spec.CUSTOMER_TIME_ZONE;
/** A time shown or printed: dd.MM.yyyy HH:mm in the customer's zone (the stand-in's documents use the same). */
export const CUSTOMER_CLOCK: Intl.DateTimeFormatOptions = {
  timeZone: spec.CUSTOMER_TIME_ZONE,
  ...(spec.CUSTOMER_CLOCK_FIELDS as Intl.DateTimeFormatOptions),
};
export const DEFAULT_LANGUAGE = 'de';
export const CURRENCY = 'EUR';
/** ASSUMED: provider name used in page titles. */
export const PROVIDER_NAME = 'TEAG';
export const PORTAL_NAME = 'Kundenportal';

export const API_BASE: Readonly<typeof spec.API_BASE> = spec.API_BASE;

export const HOLIDAY_RANGE_DAYS = 36500;

export const DEEPLINK_QUERY_PARAM = 'kampagne';
export const DEEPLINK_TRACKING_EVENT = 'Einsprung App mit Deeplink';

/** FESTNETZ_DSL from §9; MOBILFUNK ASSUMED (the spec does not show its code). */
export const PRODUCT_TYPE: Readonly<typeof spec.PRODUCT_TYPE> = spec.PRODUCT_TYPE;
export type ProduktartName = keyof typeof PRODUCT_TYPE;

export const UPGRADE_25_PRODUCT_NAMES: readonly string[] = spec.UPGRADE_25_PRODUCT_NAMES;
export const UPGRADE_TECHNOLOGIES: readonly string[] = spec.UPGRADE_TECHNOLOGIES;
/** One of UPGRADE_TECHNOLOGIES (the values live in the JSON; checkThunks narrows route values against it). */
export type UpgradeTechnology = string;

/** ASSUMED values: one client id per order flow (spec §9 names them, values not shown); main is §9's default. */
export const CLIENT_IDS: Readonly<typeof spec.CLIENT_IDS> = spec.CLIENT_IDS;
export type OrderFlow = keyof typeof CLIENT_IDS;
export const DEFAULT_BUNDLE_CLIENT_ID = CLIENT_IDS.main;

/** ASSUMED: fixed portal id sent with the availability check. */
export const AVAILABILITY_PORTAL_ID = spec.AVAILABILITY_PORTAL_ID;
/** ASSUMED: order type ids. */
export const ORDER_TYPE_IDS: Readonly<typeof spec.ORDER_TYPE_IDS> = spec.ORDER_TYPE_IDS;

/** §6 organisation codes and names; typeId ASSUMED (the kundentypId values are not shown). */
export const CUSTOMER_TYPES: Readonly<typeof spec.CUSTOMER_TYPES> = spec.CUSTOMER_TYPES;
export type CustomerTypeKey = keyof typeof CUSTOMER_TYPES;

/** Salutation and academic title as the portal and the order backend both use them (spec §3, §5). */
export type Salutation = 'Frau' | 'Herr' | 'Firma';
export type Title = '' | 'Dr.' | 'Prof.';
/** §3 salutation and title options, in the order the forms offer them (constants.test.ts checks the JSON). */
export const SALUTATIONS = spec.SALUTATIONS as readonly Salutation[] as readonly [Salutation, ...Salutation[]];
export const TITLES = spec.TITLES as readonly Title[] as readonly [Title, ...Title[]];

export const DEV_PORTAL_MODES = { DEV_LIVE: 0, DEV: 1, LIVE: 2 } as const;

/** Payment type: 1 = direct debit (SEPA). */
export const PAYMENT_TYPE_DIRECT_DEBIT = spec.PAYMENT_TYPE_DIRECT_DEBIT;

export const DATE_FORMAT_SERVER = 'yyyy-MM-dd';
export const DATE_FORMAT_DISPLAY = 'dd.MM.yyyy';

export const CHUNK_LOAD_TIMEOUT_MS = 120000;
/** A chunk that fails reloads its address automatically at most once within this window (then: error page). */
export const CHUNK_RELOAD_WINDOW_MS = 5 * 60 * 1000;
/** Start-up evaluates the first address's screens one by one, but waits no longer than this for each. */
export const SCREEN_PRELOAD_WAIT_MS = 3000;
/**
 * A contract's pages wait this long at most for its running requests (banner, hidden tabs) before they show
 * the contract without them (a slow answer then adds the banner later).
 */
export const VORGAENGE_WAIT_MS = 2000;
/** ASSUMED: what a customer typed is kept this long for the return after a session expiry. */
export const DRAFT_MAX_AGE_MS = 30 * 60 * 1000;

/** Session idle time-out of the backend (seconds) and how long before it the warning dialog opens. */
export const SESSION_IDLE_SECONDS = spec.SESSION_IDLE_SECONDS;
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
} as const;

// ---------- Bestellung / Eligibility ----------
/** Weekdays the desired order date cannot fall on: Sunday (0) and Saturday (6); no switch-over at weekends. */
export const ORDER_DISABLED_WEEKDAYS = [0, 6] as const;

/**
 * Catalogue option ids of the options a contract lists as booked (`Vertrag.options`; not shown by the spec):
 * the order flows do not offer them again.
 */
export const BOOKED_OPTION_IDS = { cloud: 'OPT-CLOUD', antivirus: 'OPT-SEC', voip: 'OPT-VOIP' } as const;
