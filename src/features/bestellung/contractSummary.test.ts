/** @jest-environment node */
import { i18n, registerMessages } from '../../i18n';
import bestellung from '../../i18n/de/bestellung.json';
import { contractSummaryRows, legalLinks, type SummaryInput, withdrawalForm, withdrawalText } from './contractSummary';
import type { OrderTerms } from './orderTerms';
import { summaryPdf } from './summaryPdf';
import { pdfFonts } from '../../../test/backend/lib/pdf.mjs';
import { assertAccessiblePdf, pdfText } from '../../../test/jest/pdfCheck.mjs';

registerMessages('bestellung', bestellung);
const t = i18n.t.bind(i18n);

const gf500: OrderTerms = {
  kind: 'produktwechsel',
  concerns: { type: 'contract', contractId: 'V-100031', name: 'VDSL 100' },
  tarif: { name: 'TEAG Glasfaser 500', technologie: 'ftth', downloadMbit: 500, uploadMbit: 250 },
  produktId: 'PRD-20500',
  optionen: [{ id: 'OPT-FLAT', name: 'Festnetz-Flatrate', monthlyPrice: 4.99 }],
  keptOptionen: [{ id: 'OPT-SEC', name: 'Sicherheitspaket', monthlyPrice: 3.99 }],
  monthlyBefore: 48.96,
  monthly: 43.97,
  addedMonthly: 4.99,
  promo: { months: 6, monthlyAfter: 63.97 },
  oneOff: 0,
  minimumTerm: { isNew: true, months: 24, runsUntil: '', needsAgreement: true },
  noticeMonths: 1,
  start: '2026-12-01',
};
const bare: OrderTerms = {
  ...gf500,
  tarif: { ...gf500.tarif, downloadMbit: null, uploadMbit: null },
  optionen: [],
  keptOptionen: [],
  promo: null,
  oneOff: null,
  minimumTerm: { isNew: true, months: null, runsUntil: '', needsAgreement: true },
  noticeMonths: null,
  start: '',
};
const energie: OrderTerms = {
  ...bare,
  kind: 'vertraghinzu',
  concerns: { type: 'new' },
  tarif: { name: 'Strom', technologie: 'energie', downloadMbit: 0, uploadMbit: 0 },
};

const rowsOf = (...args: Parameters<typeof contractSummaryRows>) =>
  Object.fromEntries(contractSummaryRows(...args).map((r) => [r.label, r.value.replace(/\u00a0/g, ' ')]));

describe('contractSummaryRows (read from the order terms)', () => {
  it.each([
    [
      'a tariff change with an option and an offer price',
      { terms: gf500 },
      {
        Betrifft: 'Vertrag VDSL 100 (V-100031)',
        Tarif: 'TEAG Glasfaser 500',
        Zusatzoptionen: 'Festnetz-Flatrate',
        'Bleiben gebucht': 'Sicherheitspaket',
        'Monatlicher Preis bisher': '48,96 € monatlich',
        'Monatlicher Preis (inkl. Optionen)':
          '43,97 € monatlich in den ersten 6 Monaten, ab dem 7. Monat 63,97 € monatlich',
        'Einmalige Kosten': 'keine',
        Mindestvertragslaufzeit: '24 Monate',
        Kündigungsfrist: expect.stringMatching(/^1 Monat zum Ende der Mindestvertragslaufzeit/),
        'Download (Bandbreite, maximal)': '500 Mbit/s',
        'Upload (Bandbreite, maximal)': '250 Mbit/s',
        Wunschtermin: '01.12.2026',
      },
    ],
    [
      'an option order: no new minimum term',
      {
        terms: {
          ...gf500,
          kind: 'option',
          promo: null,
          minimumTerm: { isNew: false, months: 24, runsUntil: '2027-06-30', needsAgreement: false },
        },
      },
      { Mindestvertragslaufzeit: 'keine neue Mindestlaufzeit (Ihre läuft wie bisher bis 30.06.2027)' },
    ],
    [
      'terms whose data lack speeds, term and notice',
      { terms: bare },
      {
        Zusatzoptionen: 'keine',
        'Einmalige Kosten': 'keine Angabe',
        Mindestvertragslaufzeit: 'keine Angabe',
        Kündigungsfrist: 'keine Angabe',
        'Download (Bandbreite, maximal)': 'keine Angabe',
        'Upload (Bandbreite, maximal)': 'keine Angabe',
      },
    ],
  ] as const)('%s', (_name, input, expected) => {
    expect(rowsOf(input as SummaryInput, t)).toEqual(expect.objectContaining(expected));
  });

  it('a new contract names no old one, shows no speeds without data connection and no date when none is chosen', () => {
    const rows = rowsOf({ terms: energie }, t);
    expect(rows.Betrifft).toBe('Neuer Vertrag – Ihre bestehenden Verträge bleiben, wie sie sind');
    expect(rows).not.toHaveProperty('Monatlicher Preis bisher');
    expect(rows).not.toHaveProperty(['Download (Bandbreite, maximal)']);
    expect(rows).not.toHaveProperty('Wunschtermin');
  });

  it('names the order after it was placed (receipt in German time)', () => {
    const rows = rowsOf(
      { terms: gf500, auftrag: { auftragsnummer: 'A-2026-000123', eingangAm: '2026-11-22T23:30:00Z' } },
      t,
    );
    expect(rows).toEqual(
      expect.objectContaining({ Auftragsnummer: 'A-2026-000123', 'Bestellt am': '23.11.2026 00:30' }),
    );
  });
});

describe('withdrawal information and documents', () => {
  it('gives the 14-day right, how to withdraw (addressee) and the model form naming the product', () => {
    const { kurz, paragraphs } = withdrawalText(t);
    expect(kurz).toMatch(/innerhalb von 14 Tagen/);
    expect(paragraphs.join(' ')).toMatch(/Schwerborner Straße 30, 99087 Erfurt, E-Mail: widerruf@teag.de/);
    expect(withdrawalForm(t, gf500).join(' ')).toMatch(/Dienstleistung \(\*\): TEAG Glasfaser 500/);
    expect(legalLinks(t).map((l) => l.label)).toEqual([
      'Allgemeine Geschäftsbedingungen (AGB)',
      'Leistungsbeschreibung',
      'Preisliste',
    ]);
  });

  it('puts the same content into the PDF', async () => {
    const { blob, fileName } = await summaryPdf({ terms: gf500 }, t, pdfFonts());
    expect(fileName).toBe('Vertragszusammenfassung_TEAG_Glasfaser_500.pdf');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    // the summary is a table: each label a row header (§ 54 Abs. 2 TKG: in an accessible form)
    assertAccessiblePdf(bytes, { tables: true });
    const text = pdfText(bytes).replace(/\s+/g, ' ');
    expect(text).toContain('Monatlicher Preis (inkl. Optionen)');
    expect(text).toContain('43,97 € monatlich in den ersten 6 Monaten, ab dem 7. Monat 63,97 € monatlich');
    expect(text).toContain('Mindestvertragslaufzeit 24 Monate');
    expect(text).toContain('Download (Bandbreite, maximal) 500 Mbit/s');
    expect(text).toContain('Muster-Widerrufsformular');
    expect(text).toMatch(/Leistungsbeschreibung: https:\/\//);
  });
});
