/** @jest-environment node */
import { pdfFonts } from '../../test/backend/lib/pdf.mjs';
import { assertAccessiblePdf, pdfFirstPagePng, pdfTags, pdfText } from '../../test/jest/pdfCheck.mjs';
import { formatAmount, makePdf } from './pdfWriter.mjs';

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

describe('makePdf', () => {
  it('writes a tagged PDF with embedded fonts whose German text poppler reads back', async () => {
    const pdf = await makePdf(
      {
        title: 'Vertragszusammenfassung',
        lines: ['Monatlicher Preis: 54,99 €', { text: 'Kündigung', bold: true }, 'Kündigungsfrist: 1 Monat (Größe ß)'],
      },
      pdfFonts(),
    );
    expect(latin1(pdf.slice(0, 8))).toBe('%PDF-1.7');
    const tags = assertAccessiblePdf(pdf);
    expect([...tags.structTypes]).toEqual(expect.arrayContaining(['Document', 'H1', 'H2', 'P']));
    expect(tags.structTypes.has('Table')).toBe(false);
    const text = pdfText(pdf);
    expect(text.startsWith('Vertragszusammenfassung\n')).toBe(true);
    expect(text).toContain('Monatlicher Preis: 54,99 €');
    expect(text).toContain('Kündigungsfrist: 1 Monat (Größe ß)');
    expect(text).toContain('Seite 1 von 1');
    expect(pdfFirstPagePng(pdf).subarray(1, 4).toString()).toBe('PNG');
  });

  it('tags tables: column headers, row headers and data cells', async () => {
    const pdf = await makePdf(
      {
        title: 'Rechnung',
        lines: [
          { table: { head: ['Posten', 'Betrag'], rows: [['Grundgebühr', '39,99 €']], align: ['left', 'right'] } },
          { table: { rowHeaders: true, rows: [['Tarif', 'Glasfaser 500 – „Plus“']] } },
        ],
      },
      pdfFonts(),
    );
    const tags = assertAccessiblePdf(pdf, { tables: true });
    expect(latin1(pdf)).toMatch(/\/Scope \/Column/);
    expect(latin1(pdf)).toMatch(/\/Scope \/Row/);
    expect(tags.embeddedFonts).toBe(2);
    const text = pdfText(pdf);
    for (const cell of ['Posten', 'Betrag', 'Grundgebühr', '39,99 €', 'Tarif', 'Glasfaser 500 – „Plus“'])
      expect(text).toContain(cell);
  });

  it('starts new pages when a page is full and numbers them as artifacts', async () => {
    const pdf = await makePdf(
      { title: 'T', lines: Array.from({ length: 80 }, (_, i) => `Zeile ${i + 1}`) },
      pdfFonts(),
    );
    const text = pdfText(pdf);
    expect(text).toContain('Zeile 80');
    const pages = Number(/\/Count (\d+)/.exec(latin1(pdf))?.[1]);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`Seite 1 von ${pages}`);
    expect(text).toContain(`Seite ${pages} von ${pages}`);
    expect(pdfTags(pdf).structTypes.has('Artifact')).toBe(false);
  });
});

// A past bug: the invoice PDF printed „19586,72 €" (no thousands separator): the first rows failed there.
describe('formatAmount', () => {
  it.each([
    [19586.72, '19.586,72 €'],
    [1234567.5, '1.234.567,50 €'],
    [999.999, '1.000,00 €'],
    [54.99, '54,99 €'],
    [0, '0,00 €'],
    [-1234.5, '-1.234,50 €'],
    [-0.001, '0,00 €'],
    [null, '-'],
    [Number.NaN, '-'],
  ])('%p → %p', (n, text) => expect(formatAmount(n)).toBe(text));
});
