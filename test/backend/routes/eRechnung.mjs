/**
 * E-invoices of business customers (our design beyond the spec; documented in test/backend/README.md):
 * the settings (Leitweg-ID and e-invoice address) and each invoice as XRechnung or ZUGFeRD. A private customer's
 * invoices have none (404), so the portal shows neither the section nor the downloads.
 */
import { HttpError, bad, checkEmail, isBlank } from '../lib/util.mjs';
import { sameId } from '../lib/shapes.mjs';
import { leitwegIdFehler, normalizeLeitwegId } from '../../../src/lib/leitwegId.mjs';
import { E_RECHNUNG_FORMATE, bekommtERechnung, eRechnungEinstellungen, erzeugeERechnung } from '../lib/eRechnung.mjs';

const LEITWEG_MESSAGES = {
  format: 'Bitte geben Sie die Leitweg-ID im Format 991-33333TEST-33 an (Ziffern, Bindestriche, Prüfziffer).',
  pruefziffer: 'Die Prüfziffer der Leitweg-ID stimmt nicht. Bitte prüfen Sie die Angabe.',
};

const notOffered = () => new HttpError(404, 'E-Rechnungen gibt es nur für Geschäftskunden.');

/** The settings as the portal reads them, with the formats the invoices download in. */
const view = (customer) => ({ ...eRechnungEinstellungen(customer), formate: Object.keys(E_RECHNUNG_FORMATE) });

/** @param {any} app */
export async function eRechnungRoutes(app) {
  app.get('/user/erechnung', async (/** @type {any} */ req) => {
    if (!bekommtERechnung(req.customer)) throw notOffered();
    return view(req.customer);
  });

  app.put('/user/erechnung', async (/** @type {any} */ req) => {
    if (!bekommtERechnung(req.customer)) throw notOffered();
    const { leitwegId, email } = req.body ?? {};
    for (const [key, value] of Object.entries({ leitwegId, email }))
      if (value !== null && value !== undefined && typeof value !== 'string') throw bad(`${key}: Text erwartet.`);
    let id = null;
    if (!isBlank(leitwegId)) {
      const fehler = leitwegIdFehler(leitwegId);
      if (fehler) throw bad(LEITWEG_MESSAGES[fehler]);
      id = normalizeLeitwegId(leitwegId);
    }
    const address = isBlank(email) ? null : checkEmail(email);
    Object.assign(eRechnungEinstellungen(req.customer), { leitwegId: id, email: address });
    return view(req.customer);
  });

  app.get('/rechnung/:id/:art', async (/** @type {any} */ req, /** @type {any} */ reply) => {
    const { art } = req.params;
    if (!Object.hasOwn(E_RECHNUNG_FORMATE, art)) throw new HttpError(404, 'Dieses Format gibt es nicht.');
    const r = req.customer.rechnungen.find((/** @type {any} */ x) => sameId(x.id, req.params.id));
    if (!r) throw bad('Rechnung nicht gefunden.');
    if (!bekommtERechnung(req.customer)) throw notOffered();
    const file = await erzeugeERechnung(req.customer, r, art);
    return reply
      .header('Content-Type', file.type)
      .header('Content-Disposition', `attachment; filename="${file.filename}"`)
      .header('Cache-Control', 'no-store')
      .send(file.body);
  });
}
