/**
 * The document archive of a contract (our design beyond the spec; shapes in test/backend/README.md):
 * GET user/vertraege/:id/dokumente lists the documents (date and what each belongs to), GET
 * user/vertraege/:id/dokumente/:dokumentId sends one as a tagged PDF. Only the customer's own contracts.
 */
import { dokumenteOf, fileNameOf, listEntry } from '../lib/vertragsdokumente.mjs';
import { sendPdf } from '../lib/pdf.mjs';
import { findContract } from '../lib/request.mjs';
import { HttpError } from '../lib/util.mjs';

/** @param {any} app */
export async function vertragsdokumenteRoutes(app) {
  app.get('/user/vertraege/:id/dokumente', async (/** @type {any} */ req) => {
    const v = findContract(req, req.params.id);
    return { vertragsId: v.contractId, dokumente: dokumenteOf(app.ctx, req.customer, v).map(listEntry) };
  });

  app.get('/user/vertraege/:id/dokumente/:dokumentId', async (/** @type {any} */ req, /** @type {any} */ reply) => {
    const v = findContract(req, req.params.id);
    const doc = dokumenteOf(app.ctx, req.customer, v).find((d) => d.id === req.params.dokumentId);
    if (!doc) throw new HttpError(404, 'Dieses Dokument gibt es zu diesem Vertrag nicht.');
    return sendPdf(reply, fileNameOf(doc, v.contractId), doc.pdf());
  });
}
