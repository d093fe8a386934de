/**
 * Demo data of „Kosten & Schutz“ and „Meine Rechte“: included data volume per mobile tariff, how much of it each
 * demo contract has used this month, and a sample of the counselling numbers the regulator lists (never shown in
 * an itemised bill, § 65 TKG).
 */

/** MB included per month, by product number (Mobilfunk Allnet M, L); other mobile tariffs DEFAULT_INKLUSIV_MB */
export const INKLUSIV_MB = { 30010: 10 * 1024, 30020: 30 * 1024 };
export const DEFAULT_INKLUSIV_MB = 5 * 1024;

/** share of the included volume used this month; contracts not named use DEFAULT_ANTEIL */
export const VERBRAUCH_ANTEIL = { 'V-100032': 0.86, 'V-100042': 0.3 };
export const DEFAULT_ANTEIL = 0.35;

/** What happens at 100 %: the tariff slows down (no costs arise). */
export const BEI_100 = { art: 'drosselung', kbit: 64 };

/** roaming cap of Art. 14 Roaming Regulation (EU) 2022/612 unless the customer chose another */
export const ROAMING_GRENZE_EURO = 50;

/** A sample of the counselling services the regulator lists (anonymous callers): never in an itemised bill. */
export const BERATUNGSSTELLEN = ['08001110111', '08001110222', '116111', '116117', '08000116016', '08001110333'];

/** The blocks of § 61 Abs. 1–2 TKG, by contract category. */
export const SPERREN = {
  dsl: ['drittanbieter', '0900', '0137', '118xx'],
  glasfaser: ['drittanbieter', '0900', '0137', '118xx'],
  mobilfunk: ['drittanbieter', '0900', '0137', '118xx', 'premium_sms'],
};

/** share of the contract's maximum download that the product information sheet names as normal */
export const NORMAL_ANTEIL = 0.9;
