/**
 * E-invoices of business customers (§ 14 UStG from 2025, EN 16931): XRechnung in the CII syntax and ZUGFeRD /
 * Factur-X (profile EN 16931: a PDF/A-3 with the CII XML embedded), written by @e-invoice-eu/core from the same
 * amounts as the PDF (rechnungDokument.mjs). The library builds and converts; whether an invoice is valid is judged
 * by the official rules in test/einvoice/ (an independent validator), not by the library's own checks.
 */
import { InvoiceService } from '@e-invoice-eu/core';
import { empfaengerName, empfaengerStrasse, issuer, rechnungPdfDoc, rechnungsbetraege } from './rechnungDokument.mjs';
import { makePdf } from './pdf.mjs';

/** The formats a business customer's invoice downloads in: name → library format, file ending, media type. */
export const E_RECHNUNG_FORMATE = {
  xrechnung: { format: 'XRECHNUNG-CII', suffix: 'XRechnung.xml', type: 'application/xml' },
  zugferd: { format: 'Factur-X-EN16931', suffix: 'ZUGFeRD.pdf', type: 'application/pdf' },
};

/** Only business customers get e-invoices (§ 14 Abs. 2 UStG: between businesses). */
export const bekommtERechnung = (customer) => customer.kundendaten.customerType === 'business';

/** The customer's e-invoice settings (Meine Daten): Leitweg-ID and e-invoice address, both optional. */
export function eRechnungEinstellungen(customer) {
  customer.eRechnung ??= { leitwegId: null, email: null };
  return customer.eRechnung;
}

const money = (n) => n.toFixed(2);
const eur = (key, n) => ({ [key]: money(n), [`${key}@currencyID`]: 'EUR' });
const vatCategory = (rate) => ({ 'cbc:ID': 'S', 'cbc:Percent': String(rate), 'cac:TaxScheme': { 'cbc:ID': 'VAT' } });

/** The bank account the direct debit of the invoice date is drawn from (the newest valid on that day). */
function kontoAm(customer, date) {
  const valid = customer.bankdaten.filter((b) => b.validFrom <= date);
  return (valid.length ? valid : customer.bankdaten).toSorted((a, b) => b.validFrom.localeCompare(a.validFrom))[0];
}

/**
 * The invoice in the library's input format (UBL names; BT numbers of EN 16931 in the comments).
 * @returns {Record<string, unknown>}
 */
export function eRechnungDaten(customer, r) {
  const kd = customer.kundendaten;
  const t = rechnungsbetraege(r);
  const settings = eRechnungEinstellungen(customer);
  const konto = kontoAm(customer, r.date);
  return {
    'ubl:Invoice': {
      'cbc:ID': r.number, // BT-1
      'cbc:IssueDate': r.date, // BT-2
      ...(r.dueDate ? { 'cbc:DueDate': r.dueDate } : {}), // BT-9
      'cbc:InvoiceTypeCode': '380', // BT-3 commercial invoice
      'cbc:DocumentCurrencyCode': 'EUR', // BT-5
      // BT-10: the Leitweg-ID of a public buyer, otherwise the customer number (XRechnung requires one)
      'cbc:BuyerReference': settings.leitwegId ?? kd.number,
      'cac:InvoicePeriod': { 'cbc:StartDate': r.periodFrom, 'cbc:EndDate': r.periodTo }, // BG-14
      'cac:AccountingSupplierParty': {
        'cac:Party': {
          'cbc:EndpointID': issuer.email, // BT-34
          'cbc:EndpointID@schemeID': 'EM',
          'cac:PartyName': { 'cbc:Name': issuer.name },
          'cac:PostalAddress': {
            'cbc:StreetName': issuer.strasse,
            'cbc:CityName': issuer.ort,
            'cbc:PostalZone': issuer.plz,
            'cac:Country': { 'cbc:IdentificationCode': issuer.land },
          },
          'cac:PartyTaxScheme': [{ 'cbc:CompanyID': issuer.ustIdNr, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } }], // BT-31
          'cac:PartyLegalEntity': {
            'cbc:RegistrationName': issuer.name,
            'cbc:CompanyLegalForm': issuer.registergericht,
          },
          'cac:Contact': {
            'cbc:Name': 'Kundenservice',
            'cbc:Telephone': issuer.telefon,
            'cbc:ElectronicMail': issuer.email,
          },
        },
      },
      'cac:AccountingCustomerParty': {
        'cac:Party': {
          'cbc:EndpointID': settings.email ?? kd.email, // BT-49: where e-invoices go
          'cbc:EndpointID@schemeID': 'EM',
          'cac:PartyIdentification': { 'cbc:ID': kd.number }, // BT-46
          'cac:PartyName': { 'cbc:Name': empfaengerName(kd) },
          'cac:PostalAddress': {
            'cbc:StreetName': empfaengerStrasse(kd),
            'cbc:CityName': kd.invoiceCity,
            'cbc:PostalZone': kd.invoiceZipcode,
            'cac:Country': { 'cbc:IdentificationCode': 'DE' },
          },
          'cac:PartyLegalEntity': { 'cbc:RegistrationName': empfaengerName(kd) },
        },
      },
      // the place of service: the invoice address (the library writes CII's delivery group from it)
      'cac:Delivery': {
        'cac:DeliveryLocation': {
          'cac:Address': {
            'cbc:StreetName': empfaengerStrasse(kd),
            'cbc:CityName': kd.invoiceCity,
            'cbc:PostalZone': kd.invoiceZipcode,
            'cac:Country': { 'cbc:IdentificationCode': 'DE' },
          },
        },
      },
      'cac:PaymentMeans': [
        {
          'cbc:PaymentMeansCode': '59', // SEPA direct debit
          'cac:PaymentMandate': {
            'cbc:ID': `M-${kd.number}`, // BT-89
            ...(konto ? { 'cac:PayerFinancialAccount': { 'cbc:ID': konto.accountNumberInternational } } : {}), // BT-91
          },
        },
      ],
      'cac:PaymentTerms': {
        'cbc:Note': r.debitDate
          ? `Der Betrag wird am ${r.debitDate.split('-').reverse().join('.')} per SEPA-Lastschrift abgebucht.`
          : 'Der Betrag wird per SEPA-Lastschrift abgebucht.',
      },
      'cac:TaxTotal': [
        {
          ...eur('cbc:TaxAmount', t.vat), // BT-110
          'cac:TaxSubtotal': t.groups.map((g) => ({
            ...eur('cbc:TaxableAmount', g.net), // BT-116
            ...eur('cbc:TaxAmount', g.vat), // BT-117
            'cac:TaxCategory': vatCategory(g.rate),
          })),
        },
      ],
      'cac:LegalMonetaryTotal': {
        ...eur('cbc:LineExtensionAmount', t.net), // BT-106
        ...eur('cbc:TaxExclusiveAmount', t.net), // BT-109
        ...eur('cbc:TaxInclusiveAmount', t.gross), // BT-112
        ...eur('cbc:PayableAmount', t.gross), // BT-115
      },
      'cac:InvoiceLine': t.lines.map((l, i) => ({
        'cbc:ID': String(i + 1),
        'cbc:InvoicedQuantity': '1',
        'cbc:InvoicedQuantity@unitCode': 'C62',
        ...eur('cbc:LineExtensionAmount', l.net), // BT-131
        'cac:Item': { 'cbc:Name': l.text, 'cac:ClassifiedTaxCategory': vatCategory(l.rate) },
        'cac:Price': eur('cbc:PriceAmount', l.net),
      })),
    },
  };
}

/**
 * XRechnung requires the SEPA creditor id (BT-90, BR-DE-30) with a direct debit. The library writes CII's
 * CreditorReferenceID only from a payee party, and a payee named like the seller breaks EN 16931's BR-17, so the id is
 * set here, in its place in the schema's order: the first child of the settlement before the currency (the invoice
 * has no payment reference and no tax currency). ZUGFeRD's EN 16931 profile does not require it.
 * @param {string} xml
 */
function mitGlaeubigerId(xml) {
  if (xml.includes('<ram:CreditorReferenceID>')) return xml;
  return xml.replace(
    /(<ram:ApplicableHeaderTradeSettlement>\s*)(<ram:InvoiceCurrencyCode>)/,
    `$1<ram:CreditorReferenceID>${issuer.glaeubigerId}</ram:CreditorReferenceID>$2`,
  );
}

/** The library logs through this; the stand-in has no use for its chatter, only for its errors. */
const quietLogger = { log() {}, warn() {}, error: (...args) => console.error(...args) };
/** one service for all calls: it compiles its input schema once */
const service = new InvoiceService(quietLogger);

/**
 * An invoice as e-invoice file: XRechnung (XML text) or ZUGFeRD (PDF bytes: the invoice PDF with the XML inside).
 * @param {'xrechnung' | 'zugferd'} art
 * @returns {Promise<{ body: Buffer, filename: string, type: string }>}
 */
export async function erzeugeERechnung(customer, r, art) {
  const { format, suffix, type } = E_RECHNUNG_FORMATE[art];
  const options = { format, lang: 'de-de', noWarnings: true };
  if (art === 'zugferd') {
    const pdf = await makePdf(rechnungPdfDoc(customer.kundendaten, r));
    Object.assign(options, {
      pdf: { buffer: new Uint8Array(pdf), filename: `Rechnung_${r.number}.pdf`, mimetype: 'application/pdf' },
    });
  }
  const out = await service.generate(eRechnungDaten(customer, r), options);
  const body = art === 'xrechnung' ? Buffer.from(mitGlaeubigerId(String(out))) : Buffer.from(out);
  return { body, filename: `Rechnung_${r.number}_${suffix}`, type };
}
