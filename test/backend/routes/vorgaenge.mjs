import { checkNachweis } from '../lib/nachweis.mjs';
import { UPLOAD_BODY_LIMIT } from '../../../deploy/hosting.mjs';
import { newSchluessel } from '../../../src/lib/auftragsschluessel.mjs';
import { concludesContract } from '../lib/widerrufModel.mjs';

/**
 * "Meine Aufträge" (beyond spec, our design): every order, move, router activation and cancellation a
 * customer sent from the portal, kept with the customer (so a reset of the stand-in clears it) and read back
 * with GET user/vorgaenge (session required), newest first. Shape: test/backend/README.md.
 */

/** @typedef {'bestellung'|'umzug'|'router'|'kuendigung'|'beanstandung'} VorgangArt (beanstandung: an invoice dispute, routes/rechte.mjs) */
/**
 * @typedef {'eingegangen'|'in_pruefung'|'wartet_auf_unterlagen'|'in_bearbeitung'|'abgeschlossen'|'widerrufen'} VorgangStatus
 *   (widerrufen: withdrawn; wartet_auf_unterlagen with `unterlage`, a code of src/config/nachweis.json)
 */
/**
 * @typedef {{ referenz: string, art: VorgangArt, vertragsId: string, eingangAm: string, status: VorgangStatus,
 *   bestellart?: string, produkt?: string, zum?: string, monatlich?: number, einmalig?: number,
 *   umzugsdatum?: string, neueAdresse?: { strasse: string, hausnummer: string, hausnummernzusatz: string,
 *   plz: string, ort: string }, auftragsschluessel?: string }} Vorgang (price and move fields optional;
 *   auftragsschluessel: src/lib/auftragsschluessel.mjs, on every entry that concludes a contract)
 */

/**
 * Records what a handler has just accepted. `customer` may be null (a public cancellation of an unknown
 * contract): then nothing is recorded. Without a reference number the entry gets one of its own. An entry that
 * concludes a contract (one the customer may withdraw from) gets its Auftragsschlüssel, and its confirmation
 * e-mail (recorded, not sent) carries it.
 * @param {{ nowMs: () => number }} ctx
 * @param {any} customer
 * @param {Omit<Vorgang, 'eingangAm'|'status'|'referenz'> & { referenz?: string, status?: VorgangStatus }} entry
 * @returns {Vorgang | undefined} the recorded entry
 */
export function recordVorgang(ctx, customer, entry) {
  if (!customer) return undefined;
  customer.vorgaenge ??= [];
  const eingangAm = new Date(ctx.nowMs()).toISOString();
  const referenz =
    entry.referenz ??
    `VG-${eingangAm.slice(0, 4)}-${customer.kundendaten.number}-${String(customer.vorgaenge.length + 1).padStart(3, '0')}`;
  const vorgang = { status: 'eingegangen', ...entry, referenz, eingangAm };
  if (concludesContract(vorgang)) {
    vorgang.auftragsschluessel = newSchluessel();
    customer.auftragsMails ??= [];
    customer.auftragsMails.push({
      an: customer.kundendaten.email ?? '',
      betreff: `Ihre Auftragsbestätigung ${referenz}`,
      referenz,
      auftragsschluessel: vorgang.auftragsschluessel,
      gesendetAm: eingangAm,
    });
  }
  customer.vorgaenge.push(vorgang);
  return vorgang;
}

export async function vorgaengeRoutes(app) {
  app.get('/user/vorgaenge', async (req) => ({
    // recorded in time order: the newest is the last one
    vorgaenge: [...(req.customer.vorgaenge ?? [])].reverse(),
  }));

  // the document an order waits for: accepted once, then the order is worked on again
  app.post('/user/vorgaenge/:referenz/unterlage', { bodyLimit: UPLOAD_BODY_LIMIT }, async (req, reply) => {
    const vorgang = (req.customer.vorgaenge ?? []).find((x) => x.referenz === req.params.referenz);
    if (!vorgang) return reply.code(404).send({ message: 'Diesen Auftrag gibt es nicht.' });
    if (vorgang.status !== 'wartet_auf_unterlagen')
      return reply.code(409).send({ message: 'Für diesen Auftrag fehlt keine Unterlage (mehr).' });
    const datei = checkNachweis(req.body?.nachweis);
    vorgang.status = 'in_bearbeitung';
    vorgang.unterlageEingegangen = { ...datei, am: new Date(app.ctx.nowMs()).toISOString() };
    return vorgang;
  });
}
