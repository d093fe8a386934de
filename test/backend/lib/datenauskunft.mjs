/**
 * „Meine Daten herunterladen“ (Art. 15/20 DSGVO): everything the stand-in knows about a customer, as one JSON
 * file and one CSV per table. Names and dates of passkeys and devices, never a secret (no key, no code, no
 * password, no session id). The file's shape is the schema in src/features/datenauskunft/datenauskunftSchema.ts.
 */
import config from '../../../src/config/datenauskunft.json' with { type: 'json' };
import { consentView } from './consents.mjs';
import { telefonkostenView } from './einzelverbindungen.mjs';
import { securityOf } from './security.mjs';

export const TABLES = config.tabellen;

/** @typedef {Array<Record<string, unknown>>} Rows */
/**
 * The JSON file of one customer.
 * @param {any} ctx the server's context
 * @param {any} c a customer record
 * @returns {{ format: string, version: number, erstelltAm: string, kundennummer: string,
 *   tabellen: Record<string, Rows> }}
 */
export function buildExport(ctx, c) {
  const now = ctx.nowMs();
  const consents = consentView(c);
  const tabellen = {
    stammdaten: [{ ...c.kundendaten }],
    bankverbindungen: ctx.store.bankdaten(c),
    vertraege: c.contracts,
    auftraege: c.vorgaenge ?? [],
    rechnungen: c.rechnungen,
    // as the itemised bill shows them: the customer's choice, counselling services never (lib/einzelverbindungen.mjs)
    verbindungen: telefonkostenView(c),
    einwilligungen: Object.entries(consents.einwilligungen).map(([einwilligung, erteilt]) => ({
      einwilligung,
      erteilt,
    })),
    einwilligungsverlauf: consents.verlauf,
    passkeys: securityOf(c).passkeys.map((/** @type {any} */ p) => ({
      name: p.name,
      erstelltAm: p.erstelltAm,
      zuletztVerwendetAm: p.zuletztVerwendetAm,
    })),
    geraete: ctx.sessions.list(c.username).map((/** @type {any} */ s) => ({
      browser: s.browser ?? 'Unbekannter Browser',
      angemeldetAm: new Date(s.createdAt).toISOString(),
      zuletztAktivAm: new Date(s.lastSeen).toISOString(),
    })),
  };
  return {
    format: 'kundenportal-datenauskunft',
    version: 1,
    erstelltAm: new Date(now).toISOString(),
    kundennummer: c.kundendaten.number,
    tabellen,
  };
}

/**
 * A cell: nested values as JSON; a leading = + - @ is quoted away so a spreadsheet never runs it as a formula.
 * @param {unknown} value
 */
function cell(value) {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * One table as CSV for German spreadsheets: `;` between cells, a BOM so umlauts are read as UTF-8.
 * @param {Array<Record<string, unknown>>} rows
 */
export function tableCsv(rows) {
  /** @type {string[]} */
  const columns = [];
  const seen = new Set();
  for (const row of rows)
    for (const key of Object.keys(row))
      if (!seen.has(key)) {
        seen.add(key);
        columns.push(key);
      }
  const lines = [columns.map(cell).join(';'), ...rows.map((row) => columns.map((key) => cell(row[key])).join(';'))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
