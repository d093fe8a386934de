/**
 * THE PDF writer of the project (ADR 0008): a text document (title, lines, tables) laid out with pdfkit as a tagged
 * PDF. Language de-DE, /MarkInfo, a structure tree (the title H1, bold lines H2, the others P, tables as
 * Table/TR/TH/TD with column or row headers, page numbers artifacts), the title shown in the viewer's window, and
 * DejaVu Sans embedded (subset), so a screen reader reads the structure and every viewer shows the same letters.
 * Platform-neutral: the caller hands in the font files (the portal fetches them, the stand-in reads them from
 * disk), so the portal builds contract summaries with it in the browser and the stand-in its documents.
 * Plain JS with JSDoc types so that the stand-in (.mjs, no build step) can import it as it is.
 */
import { create as parseFont } from 'fontkit';
import PDFDocument from 'pdfkit';
import { toBytes } from 'pdfkit/output';
import { amountDigits } from './amount.mjs';

/**
 * @typedef {{ text: string, bold?: boolean, size?: number }} PdfLine
 * @typedef {{ head?: string[], rows: Array<Array<string | number>>, rowHeaders?: boolean,
 *   align?: Array<'left' | 'right'>, widths?: Array<number | '*'> }} PdfTableData
 * @typedef {{ table: PdfTableData }} PdfTable
 * @typedef {string | PdfLine | PdfTable} PdfBlock
 * @typedef {{ title: string, lines: PdfBlock[], producer?: string }} PdfDoc
 * @typedef {{ regular: Uint8Array | ArrayBuffer, bold: Uint8Array | ArrayBuffer }} PdfFonts
 */

const MARGIN = 56;
const BODY = 11;
const TABLE_TEXT = 9.5;
const GREY = '#767676';

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
 * A font file parsed once per file object: parsing DejaVu's tables is most of a document's cost, and pdfkit takes a
 * parsed font as well as bytes (each document still embeds its own subset).
 * @type {WeakMap<object, unknown>}
 */
const parsed = new WeakMap();
/** @param {Uint8Array | ArrayBuffer} file */
function fontOf(file) {
  let font = parsed.get(file);
  if (!font) {
    font = parseFont(file instanceof ArrayBuffer ? new Uint8Array(file) : file);
    parsed.set(file, font);
  }
  return font;
}

/** @param {PdfBlock} block @returns {block is PdfTable} */
const isTable = (block) => typeof block === 'object' && 'table' in block;

/**
 * One table: a header row of column headers (TH, scope Column) when `head` is given, and the first cell of every
 * row a row header (TH, scope Row) when `rowHeaders` is set, so a screen reader names each cell's column and row.
 * @param {any} pdf the pdfkit document
 * @param {any} parent the structure element the table belongs to
 * @param {PdfTableData} table
 */
function addTable(pdf, parent, { head, rows, rowHeaders = false, align = [], widths }) {
  /** @param {string | number} text @param {number} col @param {'Column' | 'Row' | null} scope */
  const cell = (text, col, scope) => ({
    text: String(text ?? ''),
    align: { x: align[col] ?? 'left', y: 'top' },
    ...(scope ? { type: 'TH', scope, font: { src: 'bold' } } : {}),
  });
  const data = [
    ...(head ? [head.map((text, col) => cell(text, col, 'Column'))] : []),
    ...rows.map((row) => row.map((text, col) => cell(text, col, rowHeaders && col === 0 ? 'Row' : null))),
  ];
  pdf.font('regular').fontSize(TABLE_TEXT);
  pdf.table({
    structParent: parent,
    data,
    position: { x: MARGIN },
    columnStyles: widths ? (/** @type {number} */ i) => ({ width: widths[i] ?? '*' }) : undefined,
    defaultStyle: { border: 0.5, borderColor: '#999999', padding: 3 },
  });
  pdf.moveDown(0.6);
}

/**
 * Writes a text document as a tagged PDF with embedded fonts.
 * @param {PdfDoc} doc
 * @param {PdfFonts} fonts
 * @returns {Promise<Uint8Array>}
 */
export async function makePdf({ title, lines, producer = 'Kundenportal' }, fonts) {
  const pdf = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + 14, left: MARGIN, right: MARGIN },
    pdfVersion: '1.7',
    tagged: true,
    lang: 'de-DE',
    displayTitle: true,
    bufferPages: true,
    info: { Title: title, Producer: producer, Creator: producer },
    // the starting font: without it pdfkit reads Helvetica's metrics for every document
    font: fontOf(fonts.regular),
  });
  pdf.registerFont('regular', fontOf(fonts.regular));
  pdf.registerFont('bold', fontOf(fonts.bold));
  const root = pdf.struct('Document');
  pdf.addStructure(root);
  /** @param {string} role @param {string} text @param {{ bold?: boolean, size?: number }} style */
  const paragraph = (role, text, { bold = false, size = BODY }) => {
    if (!text.trim()) {
      pdf.moveDown(0.5);
      return;
    }
    const element = pdf.struct(role, () => {
      pdf
        .font(bold ? 'bold' : 'regular')
        .fontSize(size)
        .text(text, MARGIN, undefined, { width: pdf.page.width - 2 * MARGIN, lineGap: 2, paragraphGap: 4 });
    });
    root.add(element);
    element.end();
    if (bold) pdf.moveDown(0.2);
  };

  paragraph('H1', title, { bold: true, size: 16 });
  pdf.moveDown(0.5);
  for (const block of lines) {
    if (isTable(block)) addTable(pdf, root, block.table);
    else if (typeof block === 'string') paragraph('P', block, {});
    else paragraph(block.bold ? 'H2' : 'P', block.text, block);
  }
  root.end();

  // page numbers once the page count is known; they are layout, not content (artifacts)
  const { start, count } = pdf.bufferedPageRange();
  for (let i = start; i < start + count; i += 1) {
    pdf.switchToPage(i);
    const bottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    pdf.markContent('Artifact', { type: 'Pagination' });
    pdf
      .font('regular')
      .fontSize(8)
      .fillColor(GREY)
      .text(`Seite ${i + 1} von ${count}`, MARGIN, pdf.page.height - MARGIN + 10, { lineBreak: false });
    pdf.endMarkedContent();
    pdf.fillColor('black');
    pdf.page.margins.bottom = bottom;
  }
  pdf.flushPages();
  const bytes = toBytes(pdf);
  pdf.end();
  return bytes;
}
