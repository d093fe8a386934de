import { extractPdfText, formatAmount, makePdf, wrap } from './pdfWriter.mjs';

const latin1 = (bytes: Uint8Array) => Array.from(bytes, (b) => String.fromCharCode(b)).join('');

describe('makePdf', () => {
  it('writes a PDF 1.4 whose text can be read back, umlauts, ß and € included', () => {
    const pdf = makePdf({
      title: 'Vertragszusammenfassung',
      lines: ['Monatlicher Preis: 54,99 €', 'Kündigungsfrist: 1 Monat (Größe ß)'],
    });
    expect(latin1(pdf.slice(0, 8))).toBe('%PDF-1.4');
    expect(extractPdfText(pdf)).toEqual([
      'Vertragszusammenfassung',
      '',
      'Monatlicher Preis: 54,99 €',
      'Kündigungsfrist: 1 Monat (Größe ß)',
      'Seite 1 von 1',
    ]);
  });

  it('encodes € as WinAnsi 0x80 and umlauts as their Latin-1 bytes with the standard Helvetica font', () => {
    const raw = latin1(makePdf({ title: 'T', lines: ['€ ä ü'] }));
    expect(raw).toContain('(\x80 \xe4 \xfc) Tj');
    expect(raw).toContain('/BaseFont /Helvetica /Encoding /WinAnsiEncoding');
  });

  it('escapes parentheses and backslashes and replaces characters outside WinAnsi', () => {
    const pdf = makePdf({ title: 'T', lines: ['a (b) \\ c ✓'] });
    expect(latin1(pdf)).toContain('(a \\(b\\) \\\\ c ?) Tj');
    expect(extractPdfText(pdf)).toContain('a (b) \\ c ?');
  });

  it('has a byte-exact cross-reference table', () => {
    const pdf = makePdf({ title: 'Ä', lines: ['Ö €'] });
    const raw = latin1(pdf);
    const startxref = Number(/startxref\n(\d+)/.exec(raw)?.[1]);
    expect(raw.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...raw.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets.map((offset) => raw.slice(offset, offset + 7))).toEqual(offsets.map((_, i) => `${i + 1} 0 obj`));
  });

  it('wraps long lines and starts new pages when a page is full', () => {
    const long = 'Widerrufsbelehrung '.repeat(20).trim();
    const pieces = wrap(long, 11);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join(' ')).toBe(long);
    const pdf = makePdf({ title: 'T', lines: Array.from({ length: 80 }, (_, i) => `Zeile ${i + 1}`) });
    const text = extractPdfText(pdf);
    expect(text).toContain('Zeile 80');
    expect(text).toContain('Seite 2 von 2');
    expect(latin1(pdf)).toContain('/Count 2');
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
