/** PDF answers of the stand-in; the writer itself is the portal's (src/lib/pdfWriter.mjs: one writer in one place). */
import { makePdf as writePdf } from '../../../src/lib/pdfWriter.mjs';

export { formatAmount } from '../../../src/lib/pdfWriter.mjs';

/** @param {{ title: string, lines: Array<string | { text: string, bold?: boolean, size?: number }> }} doc */
export const makePdf = (doc) => Buffer.from(writePdf({ ...doc, producer: 'Kundenportal Stand-in' }));

/** Sends a text PDF ({ title, lines }) as a download. */
export function sendPdf(reply, filename, doc) {
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .header('Cache-Control', 'no-store')
    .send(makePdf(doc));
}
