/**
 * How customers reach the provider: the one place for hotline, fault line, postal address and FAQ links (the
 * "Hilfe & Kontakt" page and every message that mentions the hotline link here).
 *
 * ASSUMED / example values: the spec shows none of them. The numbers and the address are invented
 * placeholders, the FAQ links point to same-site addresses that the provider's web site serves (the stand-in
 * backend answers them with a page marked "Platzhalter"). Replace all of them before going live.
 */

export interface PhoneNumber {
  /** as printed, e.g. "0361 6520 1000" */
  display: string;
  /** for tel: links (E.164) */
  tel: string;
}

/** Opening hours; `days` is a key of hilfe:days. */
export interface OpeningHours {
  days: 'weekdays' | 'saturday' | 'always';
  from: string;
  to: string;
}

export const HOTLINE: PhoneNumber = { display: '0361 6520 1000', tel: '+4936165201000' };

export const HOTLINE_HOURS: readonly OpeningHours[] = [
  { days: 'weekdays', from: '08:00', to: '20:00' },
  { days: 'saturday', from: '09:00', to: '14:00' },
];

/** Fault report (Störungsannahme), around the clock. */
export const FAULT_LINE: PhoneNumber = { display: '0800 6520 2000', tel: '+4980065202000' };
export const FAULT_LINE_HOURS: readonly OpeningHours[] = [{ days: 'always', from: '00:00', to: '24:00' }];

export const SERVICE_EMAIL = 'kundenservice@example.org';

export const POSTAL_ADDRESS = {
  company: 'TEAG Kundenservice',
  box: 'Postfach 90 01 23',
  zipcode: '99104',
  city: 'Erfurt',
} as const;

/** FAQ topics; the label is hilfe:faq.<key>. */
export const FAQ_LINKS = [
  { key: 'rechnung', href: '/service/faq/rechnung' },
  { key: 'bankverbindung', href: '/service/faq/bankverbindung' },
  { key: 'passwort', href: '/service/faq/passwort' },
  { key: 'umzug', href: '/service/faq/umzug' },
  { key: 'stoerung', href: '/service/faq/stoerung' },
] as const;

/**
 * The regulator's conciliation body for telecommunications (§ 68 TKG): real, not a placeholder. Named on
 * „Meine Rechte“ and „Hilfe & Kontakt“.
 */
export const SCHLICHTUNGSSTELLE = {
  lines: ['Bundesnetzagentur', 'Schlichtungsstelle Telekommunikation', 'Postfach 80 01', '53105 Bonn'],
  web: 'https://www.bundesnetzagentur.de',
} as const;
