/**
 * „Meine Daten herunterladen“ (our design, beyond the spec; documented in test/backend/README.md). The server
 * builds the files, so a fleet's 5,000 contracts never cost the browser a long task: POST prepares them (after a
 * sign-in within the last minutes or a confirmed code) and answers with what it holds; the files are then fetched
 * one by one while the export is valid. The JSON is streamed as the connection takes it and the PDF is written in a
 * worker thread from the moment of preparing, so the browser's download starts at once and the stand-in's event
 * loop stays free for the portal's other calls.
 */
import { randomBytes } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import config from '../../../src/config/datenauskunft.json' with { type: 'json' };
import { TABLES, buildExport, tableCsv } from '../lib/datenauskunft.mjs';
import { datenauskunftPdf } from '../lib/datenauskunftPdf.mjs';
import { exportJsonStream } from '../lib/datenauskunftStream.mjs';
import { securityOf } from '../lib/security.mjs';
import { STEP_UP_NEEDED } from './portal-security.mjs';

export const SIGN_IN_AGAIN = {
  code: 'ANMELDUNG_ERNEUERN',
  message:
    'Zum Schutz Ihrer Daten brauchen wir eine frische Anmeldung. Bitte melden Sie sich ab und wieder an; danach können Sie Ihre Daten sofort herunterladen.',
};
const GONE = { message: 'Dieser Download ist abgelaufen. Bitte stellen Sie Ihre Daten erneut zusammen.' };

/** @param {any} app */
export async function datenauskunftRoutes(app) {
  const { nowMs } = app.ctx;
  /**
   * @type {Map<string, { username: string, expiresAt: number, file: ReturnType<typeof buildExport>,
   *   pdf: Promise<Buffer> }>}
   */
  const exports = new Map();
  const sweep = () => {
    for (const [id, e] of exports) if (e.expiresAt <= nowMs()) exports.delete(id);
  };
  const own = (/** @type {any} */ req) => {
    sweep();
    const e = exports.get(req.params.id);
    return e && e.username === req.customer.username ? e : null;
  };

  app.post('/user/datenauskunft', async (/** @type {any} */ req, /** @type {any} */ reply) => {
    const s = req.kpSession;
    const fresh = nowMs() - s.createdAt <= config.frischeAnmeldungSekunden * 1000;
    const confirmed = (s.bestaetigtBis ?? 0) > nowMs();
    if (!fresh && !confirmed)
      return reply.code(403).send(securityOf(req.customer).totp ? STEP_UP_NEEDED : SIGN_IN_AGAIN);
    sweep();
    // a customer's newer export replaces the older one (each holds the PDF in memory)
    for (const [id, e] of exports) if (e.username === req.customer.username) exports.delete(id);
    const file = buildExport(app.ctx, req.customer);
    const id = randomBytes(18).toString('base64url');
    const expiresAt = nowMs() + config.gueltigSekunden * 1000;
    const pdf = pdfInWorker(datenauskunftPdf(file));
    // a failed build answers the PDF's download with an error, not the process with an unhandled rejection
    pdf.catch(() => {});
    exports.set(id, { username: req.customer.username, expiresAt, file, pdf });
    return {
      id,
      erstelltAm: file.erstelltAm,
      gueltigBis: new Date(expiresAt).toISOString(),
      tabellen: TABLES.map((name) => ({ name, zeilen: file.tabellen[name].length })),
      // the readable summary is there too (a backend without it leaves the field out: the portal hides its button)
      pdf: true,
    };
  });

  /** @param {any} reply @param {string} name @param {string} type @param {string | Buffer | import('node:stream').Readable} body */
  const download = (reply, name, type, body) =>
    reply
      .header('Content-Type', type)
      .header('Content-Disposition', `attachment; filename="${name}"`)
      .header('Cache-Control', 'no-store')
      .send(body);

  app.get('/user/datenauskunft/:id/json', async (/** @type {any} */ req, /** @type {any} */ reply) => {
    const e = own(req);
    if (!e) return reply.code(404).send(GONE);
    const name = `datenauskunft-${e.file.kundennummer}.json`;
    return download(reply, name, 'application/json; charset=utf-8', exportJsonStream(e.file));
  });

  app.get('/user/datenauskunft/:id/pdf', async (/** @type {any} */ req, /** @type {any} */ reply) => {
    const e = own(req);
    if (!e) return reply.code(404).send(GONE);
    return download(reply, `datenauskunft-${e.file.kundennummer}.pdf`, 'application/pdf', await e.pdf);
  });

  app.get('/user/datenauskunft/:id/csv/:tabelle', async (/** @type {any} */ req, /** @type {any} */ reply) => {
    const e = own(req);
    if (!e) return reply.code(404).send(GONE);
    const table = TABLES.find((t) => t === req.params.tabelle);
    if (!table) return reply.code(404).send({ message: 'Diese Tabelle gibt es nicht.' });
    const name = `datenauskunft-${e.file.kundennummer}-${table}.csv`;
    return download(reply, name, 'text/csv; charset=utf-8', tableCsv(e.file.tabellen[table]));
  });
}

/**
 * The PDF summary, written in a worker thread (lib/datenauskunftPdfWorker.mjs).
 * @param {import('../../../src/lib/pdfWriter.mjs').PdfDoc} doc
 * @returns {Promise<Buffer>}
 */
function pdfInWorker(doc) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('../lib/datenauskunftPdfWorker.mjs', import.meta.url), { workerData: doc });
    worker.once('message', (data) => resolve(Buffer.from(data)));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`PDF-Worker beendet mit ${code}`)));
  });
}
