/** PDF answers of the stand-in; the writer itself is the portal's (src/lib/pdfWriter.mjs: one writer in one place). */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { makePdf as writePdf } from '../../../src/lib/pdfWriter.mjs';

export { formatAmount } from '../../../src/lib/pdfWriter.mjs';

// the package's folder, not the font's path: jest maps imports of .ttf files to a stub
const FONT_DIR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
  'ttf',
);
/** @type {import('../../../src/lib/pdfWriter.mjs').PdfFonts | null} */
let fonts = null;

/** A font file as a plain Uint8Array of this realm (pdfkit checks `instanceof Uint8Array`; jest runs in a vm). */
const read = (/** @type {string} */ file) => new Uint8Array(readFileSync(path.join(FONT_DIR, file)));

/** DejaVu Sans from its npm package, read once (the same files the portal's build ships). */
export function pdfFonts() {
  fonts ??= { regular: read('DejaVuSans.ttf'), bold: read('DejaVuSans-Bold.ttf') };
  return fonts;
}

/** @param {import('../../../src/lib/pdfWriter.mjs').PdfDoc} doc */
export const makePdf = async (doc) =>
  Buffer.from(await writePdf({ ...doc, producer: 'Kundenportal Stand-in' }, pdfFonts()));

/**
 * Sends a document ({ title, lines }, lines may hold tables) as a PDF download.
 * @param {any} reply @param {string} filename @param {import('../../../src/lib/pdfWriter.mjs').PdfDoc} doc
 */
export async function sendPdf(reply, filename, doc) {
  const pdf = await makePdf(doc);
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .header('Cache-Control', 'no-store')
    .send(pdf);
}
