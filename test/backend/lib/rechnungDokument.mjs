/**
 * The invoice as the stand-in sends it: its amounts (one computation, src/lib/invoiceTotals.mjs) and its PDF text
 * with what § 14 Abs. 4 UStG asks of an invoice: the issuer (name, address, VAT id; src/config/rechnungssteller.json),
 * the recipient, the invoice number and date, the service period, the lines, the net amount per VAT rate, the rate
 * and the tax, and the total. The e-invoice (eRechnung.mjs) takes the same amounts.
 * ASSUMED: the issuer's VAT id, register entry and creditor id are placeholders to be replaced by the provider's own.
 */
import issuer from '../../../src/config/rechnungssteller.json' with { type: 'json' };
import { invoiceTotals } from '../../../src/lib/invoiceTotals.mjs';
import { formatAmount } from './pdf.mjs';

export { issuer };

const de = (/** @type {string} */ d) => d.split('-').reverse().join('.');

/** The amounts of an invoice: lines net and gross, the VAT per rate, the totals. */
export const rechnungsbetraege = (r) => invoiceTotals(r.positionen ?? [], issuer.umsatzsteuersatz);

/** The invoice recipient's name as the address names it (a company by its name). */
export function empfaengerName(kd) {
  return kd.invoiceSalutation === 'Firma'
    ? kd.invoiceCompany
    : `${kd.invoiceSalutation} ${kd.invoiceTitle} ${kd.invoiceFirstname} ${kd.invoiceLastname}`.replace(/\s+/g, ' ');
}

/** The invoice address's street line. */
export const empfaengerStrasse = (kd) =>
  `${kd.invoiceStreet} ${kd.invoiceStreetNumber}${kd.invoiceStreetNumberAddon}`.trim();

/** „19 %“ */
const percent = (rate) => `${String(rate).replace('.', ',')} %`;

/** The invoice PDF's text ({ title, lines } for the one PDF writer). */
export function rechnungPdfDoc(kd, r) {
  const t = rechnungsbetraege(r);
  return {
    title: `Rechnung ${r.number}`,
    lines: [
      { text: issuer.name, bold: true },
      `${issuer.strasse}, ${issuer.plz} ${issuer.ort}`,
      `USt-IdNr.: ${issuer.ustIdNr}`,
      '',
      empfaengerName(kd),
      empfaengerStrasse(kd),
      `${kd.invoiceZipcode} ${kd.invoiceCity}`,
      '',
      `Rechnungsnummer: ${r.number}`,
      `Kundennummer: ${kd.number}`,
      `Rechnungsdatum: ${de(r.date)}`,
      `Leistungszeitraum: ${de(r.periodFrom)} – ${de(r.periodTo)}`,
      ...(r.dueDate ? [`Fällig am: ${de(r.dueDate)}`] : []),
      '',
      { text: 'Leistungen', bold: true },
      // the invoice's own lines, VAT included: they add up to the amount (telephone costs = the month's calls)
      ...t.lines.map((l) => `${l.text}: ${formatAmount(l.gross)}`),
      '',
      { text: `Rechnungsbetrag: ${formatAmount(t.gross)}`, bold: true },
      ...(r.debitDate ? [`Abbuchung am: ${de(r.debitDate)}`] : []),
      'Der Betrag wird per SEPA-Lastschrift von Ihrem Konto abgebucht.',
      '',
      // § 14 Abs. 4 Nr. 7 und 8 UStG: the net amount per rate, the rate and the tax
      { text: 'Umsatzsteuer', bold: true },
      ...t.groups.flatMap((g) => [
        `Nettobetrag zu ${percent(g.rate)}: ${formatAmount(g.net)}`,
        `Umsatzsteuer ${percent(g.rate)}: ${formatAmount(g.vat)}`,
      ]),
      ...(t.groups.length > 1
        ? [`Summe netto: ${formatAmount(t.net)}`, `Summe Umsatzsteuer: ${formatAmount(t.vat)}`]
        : []),
      'Die Preise der Leistungen enthalten die Umsatzsteuer.',
      '',
      `${issuer.name} · ${issuer.registergericht} · Gläubiger-ID ${issuer.glaeubigerId}`,
    ],
  };
}
