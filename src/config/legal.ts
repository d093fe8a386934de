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

/**
 * The accessibility statement (BFSG § 14 with Anlage 3). `lastCheck`: the date of the last full check of the
 * portal against WCAG 2.1 AA / EN 301 549 (update it with every check). ASSUMED: the market surveillance
 * authority's contact as published while the MLBF was being set up; check it before going live.
 */
export const ACCESSIBILITY_STATEMENT = {
  lastCheck: '2026-11-20',
  authority: {
    name: 'Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF)',
    address: [
      'c/o Ministerium für Arbeit, Soziales, Gesundheit und Gleichstellung Sachsen-Anhalt',
      'Postfach 39 11 55',
      '39135 Magdeburg',
    ],
    phone: { display: '0391 567 4530', tel: '+493915674530' },
    email: 'MLBF@ms.sachsen-anhalt.de',
  },
} as const;
