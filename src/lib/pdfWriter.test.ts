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
    expect(offsets.map((offset, i) => raw.startsWith(`${i + 1} 0 obj\n`, offset))).toEqual(offsets.map(() => true));
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

/** The objects of a PDF written by makePdf, by number, read through its cross-reference table. */
function objectsOf(pdf: Uint8Array): { raw: string; objects: Map<number, string>; root: number } {
  const raw = latin1(pdf);
  const startxref = Number(/startxref\n(\d+)/.exec(raw)?.[1]);
  const offsets = [...raw.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
  const objects = new Map<number, string>();
  offsets.forEach((offset, i) => {
    const body = raw.slice(offset, raw.indexOf('\nendobj\n', offset));
    objects.set(i + 1, body.slice(body.indexOf('\n') + 1));
  });
  const root = Number(/\/Root (\d+) 0 R/.exec(raw.slice(startxref))?.[1]);
  return { raw, objects, root };
}
const ref = (body: string, key: string) => Number(new RegExp(`/${key} (\\d+) 0 R`).exec(body)?.[1]);

describe('tagged PDF', () => {
  const lines = [{ text: 'Ihr Vertrag', bold: true }, ...Array.from({ length: 70 }, (_, i) => `Zeile ${i + 1}: Größe`)];
  const { objects, root } = objectsOf(makePdf({ title: 'Vertragszusammenfassung', lines }));
  const catalog = objects.get(root) ?? '';

  it('says its language, that it is tagged, and shows its title in the window', () => {
    expect(catalog).toContain('/Lang (de-DE)');
    expect(catalog).toContain('/MarkInfo << /Marked true >>');
    expect(catalog).toContain('/ViewerPreferences << /DisplayDocTitle true >>');
    expect([...objects.values()].some((body) => body.includes('/Title (Vertragszusammenfassung)'))).toBe(true);
  });

  it('has a structure tree whose parent tree names an element for every marked text on every page', () => {
    const tree = objects.get(ref(catalog, 'StructTreeRoot')) ?? '';
    expect(tree).toMatch(/^<< \/Type \/StructTreeRoot /);
    const pageIds = [...objects].filter(([, body]) => body.startsWith('<< /Type /Page ')).map(([id]) => id);
    expect(pageIds.length).toBeGreaterThan(1);
    const nums = /\/Nums \[(.*)\] >>/.exec(tree)?.[1] ?? '';
    for (const pageId of pageIds) {
      const page = objects.get(pageId) ?? '';
      const key = Number(/\/StructParents (\d+)/.exec(page)?.[1]);
      const content = objects.get(ref(page, 'Contents')) ?? '';
      const mcids = [...content.matchAll(/<<\/MCID (\d+)>> BDC/g)].map((m) => Number(m[1]));
      expect(mcids).toEqual(mcids.map((_, i) => i));
      const parents = [...(new RegExp(`(?:^| )${key} \\[([^\\]]*)\\]`).exec(nums)?.[1] ?? '').matchAll(/(\d+) 0 R/g)];
      expect(parents).toHaveLength(mcids.length);
      parents.forEach((m, mcid) => {
        const element = objects.get(Number(m[1])) ?? '';
        expect(element).toContain(`<< /Type /MCR /Pg ${pageId} 0 R /MCID ${mcid} >>`);
      });
    }
  });

  it('tags the title as H1, bold lines as H2, the rest as paragraphs, page numbers as artifacts', () => {
    const roles = [...objects.values()]
      .map((body) => /^<< \/Type \/StructElem \/S \/(\w+)/.exec(body)?.[1])
      .filter(Boolean);
    expect(roles.slice(0, 4)).toEqual(['Document', 'H1', 'H2', 'P']);
    expect(roles.filter((r) => r === 'P')).toHaveLength(70);
    const content = [...objects.values()].find((body) => body.includes('BT\n')) ?? '';
    expect(content).toMatch(/\/Artifact BMC\n\/F1 8 Tf .*\(Seite 1 von \d\) Tj\nEMC/);
  });
});
