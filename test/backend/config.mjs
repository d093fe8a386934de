/**
 * Constants the stand-in backend shares with the portal: read from src/config/specConstants.json, the one home
 * the portal's src/config/constants.ts uses as well. Only backend-only values are defined here.
 */
import spec from '../../src/config/specConstants.json' with { type: 'json' };

export const PUBLIC_PATH = spec.PUBLIC_PATH;
export const CUSTOMER_TIME_ZONE = spec.CUSTOMER_TIME_ZONE;
/** dd.MM.yyyy HH:mm in the customer's zone, as the portal shows times (src/config/constants.ts CUSTOMER_CLOCK) */
export const CUSTOMER_CLOCK = { timeZone: spec.CUSTOMER_TIME_ZONE, ...spec.CUSTOMER_CLOCK_FIELDS };
/** '/kundenportal-api' — route prefixes without the trailing slash of the portal's base URLs */
export const PORTAL_API_PREFIX = spec.API_BASE.portal.replace(/\/$/, '');
export const ORDER_API_PREFIX = spec.API_BASE.order.replace(/\/$/, '');
export const API_BASE = spec.API_BASE;

export const PRODUCT_TYPE = {
  ...spec.PRODUCT_TYPE,
  /** backend-only: energy bundle products (the portal never asks for them) */
  ENERGIE: '1559713E201',
};

export const UPGRADE_25_PRODUCT_NAMES = spec.UPGRADE_25_PRODUCT_NAMES;
export const UPGRADE_TECHNOLOGIES = spec.UPGRADE_TECHNOLOGIES;
export const CLIENT_IDS = spec.CLIENT_IDS;
export const DEFAULT_BUNDLE_CLIENT_ID = spec.CLIENT_IDS.main;
export const AVAILABILITY_PORTAL_ID = spec.AVAILABILITY_PORTAL_ID;
export const ORDER_TYPE_IDS = spec.ORDER_TYPE_IDS;
export const CUSTOMER_TYPES = spec.CUSTOMER_TYPES;
/** kundentypId per customer type (CUSTOMER_TYPES[..].typeId) */
export const KUNDENTYP_IDS = {
  privat: spec.CUSTOMER_TYPES.privat.typeId,
  business: spec.CUSTOMER_TYPES.business.typeId,
};
export const SALUTATIONS = spec.SALUTATIONS;
export const TITLES = spec.TITLES;
export const PAYMENT_TYPE_DIRECT_DEBIT = spec.PAYMENT_TYPE_DIRECT_DEBIT;

export const SESSION_IDLE_SECONDS = spec.SESSION_IDLE_SECONDS;
/** backend-only */
export const SESSION_ABSOLUTE_SECONDS = 8 * 60 * 60;

export const SESSION_COOKIE = 'KP_SESSION';
export const CAMPAIGN_COOKIE = 'KP_KAMPAGNE';
export const DEMO_PASSWORD = 'Demo-2026!';
