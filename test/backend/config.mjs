/**
 * Constants the stand-in backend shares with the portal.
 * DUPLICATED from src/config/constants.ts (the backend imports nothing from src at runtime):
 * when a value changes there, change it here too.
 */

export const PUBLIC_PATH = '/kundenportal';
export const PORTAL_API_PREFIX = '/kundenportal-api';
export const ORDER_API_PREFIX = '/order-api/v1';

export const PRODUCT_TYPE = {
  FESTNETZ_DSL: '1559713B327',
  MOBILFUNK: '1559713M101',
  /** backend-only: energy bundle products (not in constants.ts) */
  ENERGIE: '1559713E201',
};

export const UPGRADE_25_PRODUCT_NAMES = ['ThüringenDSL.privat 25', 'VDSL 25000.2 PK'];
export const UPGRADE_TECHNOLOGIES = ['ftth', 'l2-bsa-ugglas'];

export const DEFAULT_BUNDLE_CLIENT_ID = 'TeagHOCH2 Bestandskunden';

/** = CLIENT_IDS of src/config/constants.ts */
export const CLIENT_IDS = {
  main: DEFAULT_BUNDLE_CLIENT_ID,
  mobilfunk: 'TeagHOCH2 Mobilfunk',
  produktwechsel: 'Kundenportal Produktwechsel',
  produktwechselPromo1309: 'Kundenportal Produktwechsel Promo 1309',
  produktwechselPromo1345: 'Kundenportal Produktwechsel Promo 1345',
  vertraghinzuGfplus: 'Kundenportal Vertraghinzu GFPlus',
  treueangebot: 'Kundenportal Treueangebot',
  dokumente: 'Kundenportal Vertragsdokumente',
};

export const AVAILABILITY_PORTAL_ID = '7';
export const ORDER_TYPE_IDS = { produktwechsel: '2', neukunde: '1' };
/** = CUSTOMER_TYPES[..].typeId */
export const KUNDENTYP_IDS = { privat: '1', business: '2' };
export const PAYMENT_TYPE_DIRECT_DEBIT = 1;

/** = SESSION_IDLE_SECONDS */
export const SESSION_IDLE_SECONDS = 900;
export const SESSION_ABSOLUTE_SECONDS = 8 * 60 * 60;

export const SESSION_COOKIE = 'KP_SESSION';
export const CAMPAIGN_COOKIE = 'KP_KAMPAGNE';
export const DEMO_PASSWORD = 'Demo-2026!';
