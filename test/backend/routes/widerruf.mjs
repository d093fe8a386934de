/**
 * „Vertrag widerrufen" (Art. 11a VRRL; our design beyond the spec, test/backend/README.md):
 * GET widerruf (session): the customer's orders with their period and receipt · POST widerruf (session) ·
 * POST widerruf/oeffentlich (public: customer number, the order's Auftragsschlüssel and the holder's name must
 * match; failures throttled per client address and per customer number; one neutral refusal for every mismatch).
 * The order number counts up, so it opens nothing in public; the key from the order confirmation is unguessable.
 * A second declaration for the same order learns that it was withdrawn and when (neutralBeleg), never the first
 * declarer's name or e-mail.
 */
import { createFailureThrottle, tooMany } from '../lib/throttle.mjs';
import { bad, checkEmail, isBlank, str } from '../lib/util.mjs';
import { isSchluessel } from '../../../src/lib/auftragsschluessel.mjs';
import {
  belegOf,
  findOrder,
  findOrderByKey,
  fristOf,
  listEntry,
  neutralBeleg,
  ordersOf,
  sameName,
  sendBeleg,
} from '../lib/widerrufModel.mjs';

const PUBLIC = { config: { public: true } };

/** The one answer for "no such customer", "no such order" and "not the holder's name": nothing to learn by trying. */
export const NEUTRAL = {
  code: 'NICHT_ZUZUORDNEN',
  message:
    'Wir konnten Ihre Angaben keinem Auftrag zuordnen, der noch widerrufen werden kann. Bitte prüfen Sie Kundennummer, Auftragsschlüssel sowie Vor- und Nachnamen des Vertragsinhabers. Sie können den Widerruf auch schriftlich (Muster-Widerrufsformular) oder über unsere Hotline erklären.',
};

const de = (day) => day.split('-').reverse().join('.');

function expired(order, fristEnde) {
  return {
    code: 'FRIST_ABGELAUFEN',
    fristEnde,
    message: `Die Widerrufsfrist für den Auftrag ${order.referenz} endete am ${de(fristEnde)} (14 Tage nach Vertragsschluss). Ein Widerruf über diese Funktion ist nicht mehr möglich. Bei Fragen hilft Ihnen unsere Hotline.`,
  };
}

/** Validates who declares and where the receipt goes (both variants). */
function declarer(b) {
  if (isBlank(b.vorname) || isBlank(b.nachname)) throw bad('Bitte geben Sie Vor- und Nachnamen an.');
  return {
    vorname: str(b.vorname),
    nachname: str(b.nachname),
    email: checkEmail(b.email),
  };
}

/**
 * Withdraws `order` (or finds the earlier receipt): 200 with the receipt, or 409 once the period has ended.
 * The receipt is sent to the stored e-mail address of the contract holder at once.
 */
async function withdraw(ctx, reply, customer, order, decl) {
  const earlier = belegOf(customer, order.referenz);
  // the withdrawal took effect once; a repeat learns that and when, not who declared it or where it was sent
  if (earlier) return neutralBeleg(earlier);
  const frist = fristOf(order, ctx.nowMs());
  if (!frist.offen) return reply.code(409).send(expired(order, frist.fristEnde));
  const all = ctx.store.customers.reduce((n, c) => n + (c.widerrufe?.length ?? 0), 0);
  const eingangAm = new Date(ctx.nowMs()).toISOString();
  const beleg = {
    belegnummer: `WR-${eingangAm.slice(0, 4)}-${String(all + 1).padStart(6, '0')}`,
    auftragsnummer: order.referenz,
    vertragsId: order.vertragsId,
    ...(order.neuerVertrag ? { neuerVertrag: true } : {}),
    bestellart: order.bestellart ?? '',
    produkt: order.produkt ?? '',
    bestelltAm: order.eingangAm,
    fristEnde: frist.fristEnde,
    eingangAm,
    kundennummer: String(customer.kundendaten.number),
    vorname: decl.vorname,
    nachname: decl.nachname,
    email: decl.email,
    anHinterlegteAdresseGesendet: true,
  };
  customer.widerrufe ??= [];
  customer.widerrufe.push(beleg);
  order.status = 'widerrufen';
  const stored = ctx.store.orders.find((o) => o.auftragsnummer === order.referenz);
  if (stored) stored.status = 'widerrufen';
  await sendBeleg(customer, beleg, ctx.nowMs());
  return beleg;
}

export async function widerrufRoutes(app) {
  const ctx = app.ctx;
  const throttle = createFailureThrottle(ctx, {
    perCustomer: ctx.opts.throttle?.widerrufPerCustomer ?? 5,
    perAddress: ctx.opts.throttle?.widerrufPerAddress ?? 20,
  });

  app.get('/widerruf', async (req) => ({
    stand: new Date(ctx.nowMs()).toISOString(),
    auftraege: ordersOf(req.customer)
      .map((o) => listEntry(req.customer, o, ctx.nowMs()))
      .reverse(),
  }));

  app.post('/widerruf', async (req, reply) => {
    const b = req.body ?? {};
    if (isBlank(b.auftragsnummer)) throw bad('Bitte geben Sie die Auftragsnummer an.');
    const decl = declarer(b);
    const order = findOrder(req.customer, str(b.auftragsnummer));
    if (!order) throw bad('Diesen Auftrag finden wir in Ihrem Kundenkonto nicht.');
    return withdraw(ctx, reply, req.customer, order, decl);
  });

  app.post('/widerruf/oeffentlich', PUBLIC, async (req, reply) => {
    const b = req.body ?? {};
    if (isBlank(b.kundennummer)) throw bad('Bitte geben Sie Ihre Kundennummer an.');
    if (!/^\d{5,10}$/.test(str(b.kundennummer))) throw bad('Die Kundennummer besteht aus 5 bis 10 Ziffern.');
    if (isBlank(b.auftragsschluessel)) throw bad('Bitte geben Sie den Auftragsschlüssel an.');
    if (!isSchluessel(b.auftragsschluessel))
      throw bad('Der Auftragsschlüssel besteht aus 12 Buchstaben und Ziffern, z. B. K7QM-2XHD-9RTA.');
    const decl = declarer(b);
    const kundennummer = str(b.kundennummer);
    const wait = throttle?.retryAfter(kundennummer, req.ip) ?? 0;
    if (wait) return tooMany(reply, wait, 'Versuche');
    const customer = ctx.store.byNumber(kundennummer);
    const order = customer && findOrderByKey(customer, b.auftragsschluessel);
    const kd = customer?.kundendaten;
    if (!order || !sameName(decl.vorname, kd.firstname) || !sameName(decl.nachname, kd.lastname)) {
      throttle?.fail(kundennummer, req.ip);
      return reply.code(400).send(NEUTRAL);
    }
    return withdraw(ctx, reply, customer, order, decl);
  });
}
