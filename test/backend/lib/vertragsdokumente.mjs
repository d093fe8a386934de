/**
 * The document archive of a contract (our design beyond the spec; shapes in test/backend/README.md): every
 * § 54 TKG contract summary, the AGB and the product information sheet valid at conclusion, change notices, order
 * and withdrawal receipts, the blank forms an order asks for, and the external contract system's documents. Built
 * from what the stand-in knows (contract, Meine Aufträge, withdrawals), so a new order appears at once; each entry
 * names its date and what it belongs to, and renders as a tagged PDF (src/lib/pdfWriter.mjs).
 */
import anbieter from '../../../src/config/rechnungssteller.json' with { type: 'json' };
import { AENDERUNGEN, AGB_STAENDE } from '../data/vertragsdokumente.mjs';
import { TARIF } from '../data/products.mjs';
import { belegLines } from './widerrufModel.mjs';
import { formatAmount } from './pdf.mjs';
import { addDays, fmtDate } from './util.mjs';

/** @typedef {import('../../../src/lib/pdfWriter.mjs').PdfDoc} PdfDoc */
/**
 * @typedef {'vertragszusammenfassung'|'agb'|'produktinformationsblatt'|'aenderungsmitteilung'|'auftragsbestaetigung'
 *   |'widerrufsbestaetigung'|'formular'|'vertragsdokument'} DokumentArt
 * @typedef {{ id: string, art: DokumentArt, titel: string, datum: string, bezug: string, pdf: () => PdfDoc }} Dokument
 */

const de = (/** @type {string} */ day) => day.slice(0, 10).split('-').reverse().join('.');
const ANBIETER = `${anbieter.name}, ${anbieter.strasse}, ${anbieter.plz} ${anbieter.ort}`;
const LEER = '______________________________';
/** the forms an order may ask for, by the document codes of src/config/nachweis.json */
const FORMULARE = {
  gee: 'Grundstückseigentümererklärung',
  sepa_mandat: 'SEPA-Lastschriftmandat',
};

/** @param {string} day */
const agbStandAm = (day) => AGB_STAENDE.filter((stand) => stand <= day).at(-1) ?? AGB_STAENDE[0];

const bandbreite = (/** @type {any} */ v) =>
  v.downloadMbit ? `Download bis zu ${v.downloadMbit} Mbit/s, Upload bis zu ${v.uploadMbit} Mbit/s` : 'keine Angabe';
const anschluss = (/** @type {any} */ v) =>
  `${v.contractStreet} ${v.contractStreetNumber}${v.contractStreetNumberAddon}, ${v.contractZipcode} ${v.contractCity}`;
const kunde = (/** @type {any} */ kd) =>
  kd.company ? kd.company : `${kd.firstname} ${kd.lastname}`.trim() || String(kd.number);

/** The contract's services and prices as a table with column headers. @param {any} v */
const leistungen = (v) => ({
  table: {
    head: ['Leistung', 'Artikelnummer', 'Preis monatlich'],
    rows: [
      ...v.articles.map((/** @type {any} */ a) => [a.name, a.number, formatAmount(a.price)]),
      ['Gesamt', '', formatAmount(v.monthlyPrice)],
    ],
    align: /** @type {Array<'left'|'right'>} */ (['left', 'left', 'right']),
  },
});

/** The § 54 TKG summary at conclusion. @param {any} kd @param {any} v */
function zusammenfassungAbschluss(kd, v) {
  return {
    title: 'Vertragszusammenfassung nach § 54 TKG',
    lines: [
      `Stand: ${de(v.startDate)} – Vertragsabschluss ${v.contractId}`,
      { text: 'Die wichtigsten Vertragsbedingungen', bold: true, size: 13 },
      {
        table: {
          rowHeaders: true,
          rows: [
            ['Anbieter', ANBIETER],
            ['Kunde', `${kunde(kd)} (Kundennummer ${kd.number})`],
            ['Vertrag', `${v.contractId}: ${v.name}`],
            ['Bandbreite', bandbreite(v)],
            ['Monatlicher Gesamtpreis', formatAmount(v.monthlyPrice)],
            ['Mindestvertragslaufzeit', `${v.minimumTermMonths} Monate, bis ${de(v.minimumTermEnd)}`],
            [
              'Kündigungsfrist',
              `${v.noticePeriodMonths} Monat zum Ende der Mindestlaufzeit, danach jederzeit mit einem Monat Frist`,
            ],
            ['Anschlussadresse', anschluss(v)],
          ],
        },
      },
      { text: 'Leistungen und Preise', bold: true, size: 13 },
      leistungen(v),
      'Alle Preise inklusive 19 % Umsatzsteuer.',
    ],
  };
}

/** The § 54 TKG summary of a later order on the contract. @param {any} kd @param {any} v @param {any} o */
function zusammenfassungAuftrag(kd, v, o) {
  return {
    title: 'Vertragszusammenfassung nach § 54 TKG',
    lines: [
      `Stand: ${de(o.eingangAm)} – Auftrag ${o.referenz} zum Vertrag ${v.contractId}`,
      {
        table: {
          rowHeaders: true,
          rows: [
            ['Anbieter', ANBIETER],
            ['Kunde', `${kunde(kd)} (Kundennummer ${kd.number})`],
            ['Vertrag', `${v.contractId}: ${v.name}`],
            ['Bestellt', o.produkt || 'Änderung des Vertrags'],
            ...(o.monatlich !== undefined ? [['Monatlicher Preis', formatAmount(o.monatlich)]] : []),
            ...(o.einmalig !== undefined ? [['Einmalige Kosten', formatAmount(o.einmalig)]] : []),
            ...(o.zum ? [['Wirksam zum', de(o.zum)]] : []),
            ['Anschlussadresse', anschluss(v)],
          ],
        },
      },
    ],
  };
}

/** @param {string} stand */
function agb(stand) {
  return {
    title: `Allgemeine Geschäftsbedingungen (Stand ${de(stand)})`,
    lines: [
      `${anbieter.name}, gültig für Verträge ab dem ${de(stand)}`,
      { text: '1. Geltungsbereich', bold: true },
      'Diese Bedingungen gelten für Telekommunikationsdienste (Festnetz, Internet, Mobilfunk) für Verbraucher und Unternehmer.',
      { text: '2. Vertragsschluss und Laufzeit', bold: true },
      'Der Vertrag kommt mit der Auftragsbestätigung zustande. Mindestlaufzeit und Kündigungsfrist nennt die Vertragszusammenfassung nach § 54 TKG.',
      { text: '3. Preise und Zahlung', bold: true },
      'Die Entgelte werden monatlich im Voraus per SEPA-Lastschrift oder Überweisung fällig.',
      { text: '4. Änderungen', bold: true },
      'Einseitige Änderungen teilen wir mindestens einen Monat vor ihrem Wirksamwerden mit; Sie können den Vertrag dann ohne Kosten kündigen (§ 57 Abs. 1 TKG).',
      'Dieses Dokument ist ein Muster des Stand-in-Backends.',
    ],
  };
}

/** @param {any} v */
function produktinformation(v) {
  const t = Object.values(TARIF).find((x) => x.number === v.number);
  return {
    title: `Produktinformationsblatt ${v.name}`,
    lines: [
      `Stand: ${de(v.startDate)} – gültig bei Vertragsabschluss ${v.contractId}`,
      {
        table: {
          rowHeaders: true,
          rows: [
            ['Produkt', v.name],
            ['Technologie', t?.technologie ?? v.technologie ?? 'keine Angabe'],
            ['Bandbreite', bandbreite(v)],
            ['Grundpreis monatlich', formatAmount(t?.price ?? v.articles[0]?.price)],
            ['Mindestvertragslaufzeit', `${v.minimumTermMonths} Monate`],
          ],
        },
      },
    ],
  };
}

/** @param {any} v @param {(typeof AENDERUNGEN)[string][number]} a @param {string} gesendet */
function aenderung(v, a, gesendet) {
  const wirksam = addDays(gesendet, a.wirksamInTagen);
  return {
    title: a.titel,
    lines: [
      `Datum: ${de(gesendet)} – Vertrag ${v.contractId} (${v.name})`,
      `Zum ${de(wirksam)} ändern wir Ihren Vertrag wie folgt:`,
      {
        table: {
          head: ['Änderung', 'bisher', `ab ${de(wirksam)}`],
          rows: [[a.art === 'preis' ? 'Preis' : 'Leistung', a.alt, a.neu]],
        },
      },
      a.art === 'preis'
        ? `Sie können den Vertrag bis zum ${de(wirksam)} ohne Kosten kündigen (§ 57 Abs. 1 TKG).`
        : 'Die Änderung ist ausschließlich zu Ihrem Vorteil; ein Sonderkündigungsrecht entsteht nicht (§ 57 Abs. 1 TKG).',
    ],
  };
}

/** @param {any} kd @param {any} v @param {any} o */
function auftragsbestaetigung(kd, v, o) {
  return {
    title: `Auftragsbestätigung ${o.referenz}`,
    lines: [
      `Datum: ${de(o.eingangAm)} – Vertrag ${v.contractId}`,
      {
        table: {
          rowHeaders: true,
          rows: [
            ['Auftrag', o.referenz],
            ['Kunde', `${kunde(kd)} (Kundennummer ${kd.number})`],
            ['Eingegangen am', de(o.eingangAm)],
            ['Bestellt', o.produkt || o.bestellart || o.art],
            ...(o.monatlich !== undefined ? [['Monatlicher Preis', formatAmount(o.monatlich)]] : []),
            ...(o.zum ? [['Zum', de(o.zum)]] : []),
          ],
        },
      },
      'Vielen Dank für Ihren Auftrag.',
    ],
  };
}

/** The conclusion's order receipt (the provider's order system had it before the portal). @param {any} kd @param {any} v */
function abschlussBestaetigung(kd, v) {
  return {
    title: `Auftragsbestätigung zum Vertrag ${v.contractId}`,
    lines: [
      `Datum: ${de(v.startDate)} – Vertragsabschluss ${v.contractId}`,
      {
        table: {
          rowHeaders: true,
          rows: [
            ['Kunde', `${kunde(kd)} (Kundennummer ${kd.number})`],
            ['Produkt', v.name],
            ['Vertragsbeginn', de(v.startDate)],
            ['Anschlussadresse', anschluss(v)],
          ],
        },
      },
      leistungen(v),
    ],
  };
}

/** A blank form, with what the stand-in knows filled in. @param {'gee'|'sepa_mandat'} code @param {any} kd @param {any} v @param {string} bezug */
function formular(code, kd, v, bezug) {
  const felder =
    code === 'gee'
      ? [
          ['Grundstück (Anschlussadresse)', anschluss(v)],
          ['Eigentümer/in (Name, Vorname oder Firma)', LEER],
          ['Anschrift der Eigentümerin / des Eigentümers', LEER],
          ['Telefon oder E-Mail', LEER],
          ['Ort, Datum', LEER],
          ['Unterschrift', LEER],
        ]
      : [
          ['Zahlungsempfänger', ANBIETER],
          ['Gläubiger-Identifikationsnummer', anbieter.glaeubigerId],
          ['Mandatsreferenz', `${kd.number}-${v.contractId}`],
          ['Kontoinhaber/in', LEER],
          ['IBAN', LEER],
          ['Kreditinstitut (BIC)', LEER],
          ['Ort, Datum', LEER],
          ['Unterschrift', LEER],
        ];
  const text =
    code === 'gee'
      ? `Ich bin Eigentümer/in des Grundstücks und gestatte der ${anbieter.name}, auf dem Grundstück und im Gebäude die Leitungen für einen Telekommunikationsanschluss zu verlegen und zu betreiben (§ 134 TKG).`
      : `Ich ermächtige die ${anbieter.name}, Zahlungen von meinem Konto mittels Lastschrift einzuziehen. Zugleich weise ich mein Kreditinstitut an, die Lastschriften einzulösen. Ich kann innerhalb von acht Wochen, beginnend mit dem Belastungsdatum, die Erstattung des belasteten Betrages verlangen.`;
  return {
    title: FORMULARE[code],
    lines: [
      `Formular zum Ausfüllen – ${bezug}`,
      `Kundennummer ${kd.number}, Vertrag ${v.contractId}`,
      text,
      { table: { rowHeaders: true, rows: felder } },
      'Bitte senden Sie das ausgefüllte Formular unter „Meine Aufträge“ oder per Post mit der Auftragsnummer an uns.',
    ],
  };
}

/** @param {any} kd @param {any} doc */
function vertragsdokument(kd, doc) {
  return {
    title: doc.title,
    lines: [
      `Datum: ${de(doc.date)} – Vertrag ${doc.contractId}`,
      {
        table: {
          rowHeaders: true,
          rows: [
            ['Kundennummer', String(kd.number)],
            ['Vertrag', doc.contractId],
            ['Datum', de(doc.date)],
          ],
        },
      },
      'Dieses Dokument wurde vom Stand-in-Backend erzeugt.',
    ],
  };
}

/**
 * Every document of one contract, newest first (forms last: they are to be filled in, not read).
 * @param {{ nowMs: () => number }} ctx @param {any} customer @param {any} v
 * @returns {Dokument[]}
 */
export function dokumenteOf(ctx, customer, v) {
  const kd = customer.kundendaten;
  const today = fmtDate(new Date(ctx.nowMs()));
  const abschluss = `Vertragsabschluss am ${de(v.startDate)}`;
  const stand = agbStandAm(v.startDate);
  /** @type {Dokument[]} */
  const docs = [
    {
      id: 'vzf-abschluss',
      art: 'vertragszusammenfassung',
      titel: 'Vertragszusammenfassung nach § 54 TKG',
      datum: v.startDate,
      bezug: abschluss,
      pdf: () => zusammenfassungAbschluss(kd, v),
    },
    {
      id: `agb-${stand}`,
      art: 'agb',
      titel: `Allgemeine Geschäftsbedingungen (Stand ${de(stand)})`,
      datum: stand,
      bezug: `gültig bei ${abschluss}`,
      pdf: () => agb(stand),
    },
    {
      id: 'pib-abschluss',
      art: 'produktinformationsblatt',
      titel: `Produktinformationsblatt ${v.name}`,
      datum: v.startDate,
      bezug: `gültig bei ${abschluss}`,
      pdf: () => produktinformation(v),
    },
    {
      id: 'auftrag-abschluss',
      art: 'auftragsbestaetigung',
      titel: 'Auftragsbestätigung',
      datum: v.startDate,
      bezug: abschluss,
      pdf: () => abschlussBestaetigung(kd, v),
    },
  ];
  (AENDERUNGEN[v.contractId] ?? []).forEach((a, i) => {
    const gesendet = addDays(today, -a.vorTagen);
    docs.push({
      id: `aenderung-${i + 1}`,
      art: 'aenderungsmitteilung',
      titel: a.titel,
      datum: gesendet,
      bezug: `wirksam zum ${de(addDays(gesendet, a.wirksamInTagen))}`,
      pdf: () => aenderung(v, a, gesendet),
    });
  });
  /** @type {Dokument[]} */
  const formulare = [];
  const formularFuer = (
    /** @type {'gee'|'sepa_mandat'} */ code,
    /** @type {string} */ id,
    /** @type {string} */ bezug,
    /** @type {string} */ datum,
  ) =>
    formulare.push({
      id,
      art: 'formular',
      titel: `${FORMULARE[code]} (Formular)`,
      datum,
      bezug,
      pdf: () => formular(code, kd, v, bezug),
    });
  // a contract paid by direct debit was concluded with a mandate; a fibre connection needs the owner's consent
  if (customer.bankdaten?.length)
    formularFuer('sepa_mandat', 'formular-sepa_mandat', `angefordert bei ${abschluss}`, v.startDate);
  if (v.category === 'glasfaser') formularFuer('gee', 'formular-gee', `angefordert bei ${abschluss}`, v.startDate);
  for (const o of customer.vorgaenge ?? []) {
    if (o.vertragsId !== v.contractId) continue;
    const tag = String(o.eingangAm).slice(0, 10);
    const bezug = `Auftrag ${o.referenz}${o.produkt ? ` (${o.produkt})` : ''}`;
    docs.push({
      id: `auftrag-${o.referenz}`,
      art: 'auftragsbestaetigung',
      titel: 'Auftragsbestätigung',
      datum: tag,
      bezug,
      pdf: () => auftragsbestaetigung(kd, v, o),
    });
    if (o.art === 'bestellung')
      docs.push({
        id: `vzf-${o.referenz}`,
        art: 'vertragszusammenfassung',
        titel: 'Vertragszusammenfassung nach § 54 TKG',
        datum: tag,
        bezug,
        pdf: () => zusammenfassungAuftrag(kd, v, o),
      });
    if (o.unterlage === 'gee' || o.unterlage === 'sepa_mandat')
      formularFuer(o.unterlage, `formular-${o.unterlage}-${o.referenz}`, `angefordert für Auftrag ${o.referenz}`, tag);
  }
  for (const w of customer.widerrufe ?? []) {
    if (w.vertragsId !== v.contractId) continue;
    docs.push({
      id: `widerruf-${w.belegnummer}`,
      art: 'widerrufsbestaetigung',
      titel: 'Eingangsbestätigung Ihres Widerrufs',
      datum: String(w.eingangAm).slice(0, 10),
      bezug: `Widerruf ${w.belegnummer} zu Auftrag ${w.auftragsnummer}`,
      pdf: () => ({ title: 'Eingangsbestätigung Ihres Widerrufs', lines: belegLines(w) }),
    });
  }
  for (const z of customer.zelos ?? []) {
    if (z.contractId !== v.contractId) continue;
    docs.push({
      id: `zelos-${z.id}`,
      art: 'vertragsdokument',
      titel: z.title,
      datum: z.date,
      bezug: `Vertrag ${v.contractId}`,
      pdf: () => vertragsdokument(kd, z),
    });
  }
  docs.sort((a, b) => b.datum.localeCompare(a.datum));
  return [...docs, ...formulare];
}

/** What the list call answers for one document (no renderer). @param {Dokument} d */
export const listEntry = ({ id, art, titel, datum, bezug }) => ({ id, art, titel, datum, bezug });

/** A file name of ASCII letters: the download's suggestion. @param {Dokument} d @param {string} vertragsId */
export const fileNameOf = (d, vertragsId) =>
  `${vertragsId}_${d.titel}_${d.datum}`
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/Ä/g, 'Ae')
    .replace(/Ö/g, 'Oe')
    .replace(/Ü/g, 'Ue')
    .replace(/ß/g, 'ss')
    .replace(/[^A-Za-z0-9.-]+/g, '_')
    .replace(/_+$/, '')
    .concat('.pdf');
