/**
 * THE small text PDF writer of the project (PDF 1.4, A4, the standard fonts Helvetica / Helvetica-Bold with
 * WinAnsiEncoding, so German umlauts, ß and € print without embedding a font). Tagged (ADR 0003): language
 * de-DE, /MarkInfo, a structure tree (the title an H1, bold lines H2, the others P, page numbers artifacts) and the
 * title shown in the viewer's window, so a screen reader reads headings and paragraphs. Pure and platform-neutral:
 * the portal builds contract summaries with it in the browser, the stand-in backend its cancellation receipts.
 * Plain JS with JSDoc types so that the stand-in (.mjs, no build step) can import it as it is.
 * Every character becomes one byte, so string lengths are byte offsets (the xref table must be exact).
 */
import { amountDigits } from './amount.mjs';

/** Characters of cp1252 outside Latin-1 (the rest of U+00A0..U+00FF maps to itself). */
const WIN_ANSI_EXTRA = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
};
const FROM_WIN_ANSI = Object.fromEntries(Object.entries(WIN_ANSI_EXTRA).map(([ch, code]) => [code, ch]));

/**
 * @typedef {{ text: string, bold?: boolean, size?: number }} PdfLine
 * @typedef {{ title: string, lines: Array<string | PdfLine>, producer?: string }} PdfDoc
 */

const PAGE_TOP = 800;
const PAGE_BOTTOM = 56;
const LEFT = 56;
/** usable width in points (A4 595 pt minus margins) */
const WIDTH = 483;
/** average Helvetica glyph width in em: a conservative guess for wrapping without the metrics table */
const AVG_EM = 0.52;

/**
 * One character as a WinAnsi byte string, escaped for a PDF literal string; unknown characters become '?'.
 * @param {string} ch
 */
function encodeChar(ch) {
  if (ch === '(' || ch === ')' || ch === '\\') return `\\${ch}`;
  const extra = WIN_ANSI_EXTRA[/** @type {keyof typeof WIN_ANSI_EXTRA} */ (ch)];
  if (extra) return String.fromCharCode(extra);
  const code = ch.codePointAt(0) ?? 0x3f;
  if (code > 0xff || (code < 0x20 && code !== 9) || (code >= 0x7f && code < 0xa0)) return '?';
  return ch;
}

/** @param {string} s */
const encode = (s) => Array.from(String(s), encodeChar).join('');

/**
 * An amount as German documents print it: thousands separated by '.', two decimals after ',', then ' €'
 * (19586.72 → '19.586,72 €', -5 → '-5,00 €'; amount.mjs). null or not finite → '-'.
 * @param {number | null | undefined} n
 */
export function formatAmount(n) {
  const digits = n === null || n === undefined ? null : amountDigits(n);
  return digits === null ? '-' : `${digits} €`;
}

/**
 * Breaks a line into pieces that fit the page width (word by word; an over-long word is cut).
 * @param {string} text
 * @param {number} size
 * @returns {string[]}
 */
export function wrap(text, size) {
  const max = Math.max(10, Math.floor(WIDTH / (size * AVG_EM)));
  if (text.length <= max) return [text];
  /** @type {string[]} */
  const out = [];
  let line = '';
  for (const word of text.split(' ')) {
    let w = word;
    while (w.length > max) {
      if (line) out.push(line);
      out.push(w.slice(0, max));
      w = w.slice(max);
      line = '';
    }
    if (!line) line = w;
    else if (line.length + 1 + w.length <= max) line += ` ${w}`;
    else {
      out.push(line);
      line = w;
    }
  }
  if (line) out.push(line);
  return out;
}

/**
 * Lays the lines out on as many pages as they need; each piece keeps the index of the line it belongs to (a wrapped
 * line stays one paragraph in the structure tree).
 * @param {Array<string | PdfLine>} lines
 * @returns {Array<Array<PdfLine & { y: number, line: number }>>}
 */
function paginate(lines) {
  /** @type {Array<Array<PdfLine & { y: number, line: number }>>} */
  const pages = [[]];
  let y = PAGE_TOP;
  lines.forEach((l, index) => {
    const line = typeof l === 'string' ? { text: l } : l;
    const size = line.size ?? 11;
    for (const piece of wrap(line.text, size)) {
      if (y - size < PAGE_BOTTOM) {
        pages.push([]);
        y = PAGE_TOP;
      }
      pages[pages.length - 1].push({ ...line, text: piece, size, y, line: index });
      y -= size + 5;
    }
  });
  return pages;
}

/** The structure type of a line: the document's title, a bold line (a section heading), or a paragraph. */
const roleOf = (/** @type {number} */ index, /** @type {PdfLine} */ line) =>
  index === 0 ? 'H1' : line.bold ? 'H2' : 'P';

/**
 * Writes a text document as a tagged PDF.
 * @param {PdfDoc} doc
 * @returns {Uint8Array<ArrayBuffer>}
 */
export function makePdf({ title, lines, producer = 'Kundenportal' }) {
  const pages = paginate([{ text: title, bold: true, size: 16 }, '', ...lines]);
  /** @type {string[]} object bodies; index 0 is object 1 */
  const objs = [];
  /** @param {string} body */
  const add = (body) => objs.push(body);
  const catalogId = add('');
  const pagesId = add('');
  const fontId = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const boldId = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const rootId = add('');
  const documentId = add('');
  /** @type {Map<number, { role: string, parts: Array<{ page: number, mcid: number }> }>} line index → its element */
  const elements = new Map();
  const pageIds = pages.map((pageLines, p) => {
    let content = 'BT\n';
    let mcid = 0;
    for (const l of pageLines) {
      const show = `/${l.bold ? 'F2' : 'F1'} ${l.size} Tf 1 0 0 1 ${LEFT} ${l.y} Tm (${encode(l.text)}) Tj\n`;
      // an empty line is spacing, not content
      if (!l.text.trim()) {
        content += `/Artifact BMC\n${show}EMC\n`;
        continue;
      }
      const element = elements.get(l.line) ?? { role: roleOf(l.line, l), parts: [] };
      elements.set(l.line, element);
      element.parts.push({ page: p, mcid });
      content += `/${element.role} <</MCID ${mcid}>> BDC\n${show}EMC\n`;
      mcid += 1;
    }
    content += `/Artifact BMC\n/F1 8 Tf 1 0 0 1 ${LEFT} 30 Tm (${encode(`Seite ${p + 1} von ${pages.length}`)}) Tj\nEMC\nET`;
    const contentId = add(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
    return add(
      `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 595 842] /StructParents ${p} ` +
        `/Resources << /Font << /F1 ${fontId} 0 R /F2 ${boldId} 0 R >> >> /Contents ${contentId} 0 R >>`,
    );
  });
  /** @type {string[][]} per page, per MCID: the element's reference (the parent tree) */
  const parents = pages.map(() => []);
  const elementIds = [...elements.values()].map(({ role, parts }) => {
    const kids = parts.map(({ page, mcid }) => `<< /Type /MCR /Pg ${pageIds[page]} 0 R /MCID ${mcid} >>`);
    const id = add(`<< /Type /StructElem /S /${role} /P ${documentId} 0 R /K [${kids.join(' ')}] >>`);
    for (const { page, mcid } of parts) parents[page][mcid] = `${id} 0 R`;
    return id;
  });
  objs[documentId - 1] =
    `<< /Type /StructElem /S /Document /P ${rootId} 0 R /K [${elementIds.map((id) => `${id} 0 R`).join(' ')}] >>`;
  const nums = parents.map((refs, p) => `${p} [${refs.join(' ')}]`).join(' ');
  objs[rootId - 1] =
    `<< /Type /StructTreeRoot /K ${documentId} 0 R /ParentTree << /Nums [${nums}] >> ` +
    `/ParentTreeNextKey ${pages.length} >>`;
  objs[catalogId - 1] =
    `<< /Type /Catalog /Pages ${pagesId} 0 R /Lang (de-DE) /MarkInfo << /Marked true >> ` +
    `/StructTreeRoot ${rootId} 0 R /ViewerPreferences << /DisplayDocTitle true >> >>`;
  objs[pagesId - 1] =
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
  const infoId = add(`<< /Title (${encode(title)}) /Producer (${encode(producer)}) >>`);

  // the second line's bytes > 127 tell transfer tools that the file is binary
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  /** @type {number[]} */
  const offsets = [];
  objs.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objs.length + 1} /Root ${catalogId} 0 R /Info ${infoId} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(out, (c) => c.charCodeAt(0));
}

/**
 * The text lines a PDF written by makePdf shows, decoded back from WinAnsi (for tests and checks).
 * @param {Uint8Array} bytes
 * @returns {string[]}
 */
export function extractPdfText(bytes) {
  const raw = Array.from(bytes, (b) => FROM_WIN_ANSI[b] ?? String.fromCharCode(b)).join('');
  const lines = [];
  for (const m of raw.matchAll(/\((?<body>(?:\\.|[^\\)])*)\) Tj/g))
    lines.push((m.groups?.body ?? '').replace(/\\(.)/g, '$1'));
  return lines;
}
