/**
 * The readable summary of „Meine Daten herunterladen“ as a tagged PDF: the master data as a table with row
 * headers, then each export table with chosen columns as column headers. A table longer than `pdfZeilenMax`
 * (src/config/datenauskunft.json) shows its first rows and points to the JSON and CSV, which hold every row.
 */
import config from '../../../src/config/datenauskunft.json' with { type: 'json' };
import texte from '../../../src/i18n/de/datenauskunft.json' with { type: 'json' };
import { berlinDateTime } from './berlinTime.mjs';
import { formatAmount } from './pdf.mjs';

/** @typedef {Record<string, any>} Row */

const tag = (/** @type {unknown} */ day) =>
  typeof day === 'string' && day.length >= 10 ? day.slice(0, 10).split('-').reverse().join('.') : '';
const zeit = (/** @type {unknown} */ iso) => {
  const berlin = typeof iso === 'string' && iso ? berlinDateTime(iso) : null;
  return berlin ? `${berlin.date} ${berlin.time} Uhr` : text(iso);
};
const janein = (/** @type {unknown} */ b) => (b ? 'ja' : 'nein');
const text = (/** @type {unknown} */ v) => (v === null || v === undefined ? '' : String(v));

/** Per table: [column header, the cell's text]. @type {Record<string, Array<[string, (r: Row) => string]>>} */
const SPALTEN = {
  bankverbindungen: [
    ['Gültig ab', (r) => tag(r.validFrom)],
    ['IBAN', (r) => text(r.accountNumberInternational)],
    ['BIC', (r) => text(r.bic)],
    ['Kontoinhaber', (r) => text(r.accountHolder)],
    ['Bank', (r) => text(r.bankName)],
  ],
  vertraege: [
    ['Vertrag', (r) => text(r.contractId)],
    ['Produkt', (r) => text(r.name)],
    ['Status', (r) => text(r.status)],
    ['Beginn', (r) => tag(r.startDate)],
    ['Preis monatlich', (r) => formatAmount(r.monthlyPrice)],
  ],
  auftraege: [
    ['Auftrag', (r) => text(r.referenz)],
    ['Art', (r) => text(r.art)],
    ['Eingang', (r) => zeit(r.eingangAm)],
    ['Status', (r) => text(r.status)],
    ['Produkt', (r) => text(r.produkt)],
  ],
  rechnungen: [
    ['Rechnung', (r) => text(r.number)],
    ['Datum', (r) => tag(r.date)],
    ['Zeitraum', (r) => `${tag(r.periodFrom)} – ${tag(r.periodTo)}`],
    ['Betrag', (r) => formatAmount(r.amount)],
    ['Status', (r) => text(r.status)],
  ],
  verbindungen: [
    ['Monat', (r) => text(r.month)],
    ['Vertrag', (r) => text(r.contractId)],
    ['Rufnummer', (r) => text(r.phoneNumber)],
    ['Verbindungen', (r) => String(Array.isArray(r.calls) ? r.calls.length : 0)],
    [
      'Kosten',
      (r) =>
        formatAmount(
          (r.calls ?? []).reduce((/** @type {number} */ s, /** @type {Row} */ c) => s + (Number(c.cost) || 0), 0),
        ),
    ],
  ],
  einwilligungen: [
    ['Einwilligung', (r) => text(r.einwilligung)],
    ['Erteilt', (r) => janein(r.erteilt)],
  ],
  einwilligungsverlauf: [
    ['Zeitpunkt', (r) => zeit(r.zeitpunkt)],
    ['Einwilligung', (r) => text(r.einwilligung)],
    ['Erteilt', (r) => janein(r.erteilt)],
    ['Quelle', (r) => text(r.quelle)],
  ],
  passkeys: [
    ['Name', (r) => text(r.name)],
    ['Erstellt', (r) => zeit(r.erstelltAm)],
    ['Zuletzt verwendet', (r) => zeit(r.zuletztVerwendetAm)],
  ],
  geraete: [
    ['Browser', (r) => text(r.browser)],
    ['Angemeldet', (r) => zeit(r.angemeldetAm)],
    ['Zuletzt aktiv', (r) => zeit(r.zuletztAktivAm)],
  ],
};

/** The master data's fields as the customer knows them; others keep their name. */
const STAMMDATEN = {
  number: 'Kundennummer',
  customerType: 'Kundentyp',
  salutation: 'Anrede',
  titel: 'Titel',
  firstname: 'Vorname',
  lastname: 'Nachname',
  company: 'Firma',
  birthday: 'Geburtsdatum',
  email: 'E-Mail-Adresse',
  phone: 'Telefon',
  phone2: 'Weitere Telefonnummer',
  street: 'Straße',
  streetNumber: 'Hausnummer',
  streetNumberAddon: 'Hausnummernzusatz',
  zipcode: 'Postleitzahl',
  city: 'Ort',
};

/**
 * @param {ReturnType<typeof import('./datenauskunft.mjs').buildExport>} file
 * @returns {import('../../../src/lib/pdfWriter.mjs').PdfDoc}
 */
export function datenauskunftPdf(file) {
  const name = (/** @type {string} */ t) => /** @type {Record<string, string>} */ (texte.tabelle)[t] ?? t;
  const max = config.pdfZeilenMax;
  const stamm = file.tabellen.stammdaten[0] ?? {};
  /** @type {import('../../../src/lib/pdfWriter.mjs').PdfBlock[]} */
  const lines = [
    `Stand: ${zeit(file.erstelltAm)} – Kundennummer ${file.kundennummer}`,
    'Diese Übersicht fasst zusammen, was im Kundenportal über Sie gespeichert ist (Auskunft nach Art. 15 DSGVO). Vollständig und maschinenlesbar erhalten Sie Ihre Daten als JSON-Datei und als CSV-Tabellen. Passwörter, Schlüssel und Sicherheitscodes sind nie enthalten.',
    { text: name('stammdaten'), bold: true, size: 13 },
    {
      table: {
        rowHeaders: true,
        rows: Object.entries(STAMMDATEN)
          .filter(([key]) => text(stamm[key]) !== '')
          .map(([key, label]) => [label, key === 'birthday' ? tag(stamm[key]) : text(stamm[key])]),
      },
    },
  ];
  for (const [tabelle, spalten] of Object.entries(SPALTEN)) {
    const rows = /** @type {Row[]} */ (/** @type {Record<string, Row[]>} */ (file.tabellen)[tabelle] ?? []);
    lines.push({ text: `${name(tabelle)} (${rows.length.toLocaleString('de-DE')} Einträge)`, bold: true, size: 13 });
    if (rows.length === 0) {
      lines.push('Keine Einträge.');
      continue;
    }
    lines.push({
      table: {
        head: spalten.map(([label]) => label),
        rows: rows.slice(0, max).map((r) => spalten.map(([, cell]) => cell(r))),
      },
    });
    if (rows.length > max)
      lines.push(
        `Gezeigt sind die ersten ${max.toLocaleString('de-DE')} von ${rows.length.toLocaleString('de-DE')} Einträgen; alle enthält die JSON-Datei und die CSV-Tabelle „${name(tabelle)}“.`,
      );
  }
  return { title: 'Ihre Daten im Kundenportal', lines };
}
