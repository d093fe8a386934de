import { i18n, registerMessages } from '../../i18n';
import bestellung from '../../i18n/de/bestellung.json';
import type { Produkt } from '../../api/types';
import { contractSummaryRows, legalLinks, withdrawalForm, withdrawalText } from './contractSummary';
import { summaryPdf } from './summaryPdf';
import { extractPdfText } from '../../lib/pdfWriter.mjs';

registerMessages('bestellung', bestellung);
const t = i18n.t.bind(i18n);

const gf500: Produkt = {
  id: 'PRD-20500',
  name: 'TEAG Glasfaser 500',
  produktnummer: '20500',
  technologie: 'ftth',
  downloadMbit: 500,
  uploadMbit: 250,
  monthlyPrice: 54.99,
  oneTimePrice: 0,
  minimumTermMonths: 24,
  noticePeriodMonths: 1,
  options: [{ id: 'OPT-FLAT', name: 'Festnetz-Flatrate', monthlyPrice: 4.99 }],
};
const bare: Produkt = {
  ...gf500,
  downloadMbit: null,
  uploadMbit: null,
  minimumTermMonths: null,
  noticePeriodMonths: null,
};
const energie: Produkt = { ...bare, name: 'Strom', technologie: 'energie', downloadMbit: 0, uploadMbit: 0 };

const rowsOf = (...args: Parameters<typeof contractSummaryRows>) =>
  Object.fromEntries(contractSummaryRows(...args).map((r) => [r.label, r.value.replace(/\u00a0/g, ' ')]));

describe('contractSummaryRows', () => {
  it.each([
    [
      'full internet product with an option',
      { produkt: gf500, optionen: gf500.options, wunschtermin: '2026-12-01' },
      {
        Tarif: 'TEAG Glasfaser 500',
        Zusatzoptionen: 'Festnetz-Flatrate',
        'Monatlicher Preis (inkl. Optionen)': '59,98 €',
        'Einmaliger Preis': '0,00 €',
        Mindestvertragslaufzeit: '24 Monate',
        Kündigungsfrist: expect.stringMatching(/^1 Monat zum Ende der Mindestvertragslaufzeit/),
        'Download (Bandbreite, maximal)': '500 Mbit/s',
        'Upload (Bandbreite, maximal)': '250 Mbit/s',
        Wunschtermin: '01.12.2026',
      },
    ],
    [
      'internet product whose data lacks speeds, term and notice',
      { produkt: bare, optionen: [] },
      {
        Zusatzoptionen: 'keine',
        Mindestvertragslaufzeit: 'keine Angabe',
        Kündigungsfrist: 'keine Angabe',
        'Download (Bandbreite, maximal)': 'keine Angabe',
        'Upload (Bandbreite, maximal)': 'keine Angabe',
      },
    ],
  ])('%s', (_name, input, expected) => {
    expect(rowsOf(input, t)).toEqual(expect.objectContaining(expected));
  });

  it('shows no speeds for a product without data connection and no desired date when none is chosen', () => {
    const rows = rowsOf({ produkt: energie, optionen: [] }, t);
    expect(rows).not.toHaveProperty(['Download (Bandbreite, maximal)']);
    expect(rows).not.toHaveProperty('Wunschtermin');
  });

  it('names the order after it was placed (receipt in German time)', () => {
    const rows = rowsOf(
      { produkt: gf500, optionen: [], auftrag: { auftragsnummer: 'A-2026-000123', eingangAm: '2026-11-22T23:30:00Z' } },
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
    const { blob, fileName } = summaryPdf({ produkt: gf500, optionen: [], wunschtermin: '2026-12-01' }, t);
    expect(fileName).toBe('Vertragszusammenfassung_TEAG_Glasfaser_500.pdf');
    const text = extractPdfText(new Uint8Array(await blob.arrayBuffer())).join('\n');
    expect(text).toContain('Monatlicher Preis (inkl. Optionen): 54,99\u00a0€');
    expect(text).toContain('Download (Bandbreite, maximal): 500 Mbit/s');
    expect(text).toContain('Muster-Widerrufsformular');
    expect(text).toMatch(/Leistungsbeschreibung: https:\/\//);
  });
});
