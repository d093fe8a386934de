/**
 * Pre-contract information of a distance contract (TKG § 54, § 312d BGB with Art. 246a EGBGB): where the
 * terms, the service description and the price list live, and whom a withdrawal goes to.
 * ASSUMED: the spec names none of these; the values are examples to be replaced by the provider's own.
 */

/** ASSUMED example URLs (absolute, opened in a new tab). */
export const LEGAL_LINKS = {
  agb: 'https://www.teag.de/kundenportal/agb.pdf',
  leistungsbeschreibung: 'https://www.teag.de/kundenportal/leistungsbeschreibung.pdf',
  preisliste: 'https://www.teag.de/kundenportal/preisliste.pdf',
} as const;
export type LegalLink = keyof typeof LEGAL_LINKS;

/** ASSUMED: the addressee named in the withdrawal information and the model withdrawal form. */
export const WITHDRAWAL_ADDRESSEE = {
  name: 'TEAG Thüringer Energie AG',
  address: 'Schwerborner Straße 30, 99087 Erfurt',
  email: 'widerruf@teag.de',
} as const;

/** § 355 Abs. 2 BGB: the withdrawal period of a distance contract in days. */
export const WITHDRAWAL_DAYS = 14;
