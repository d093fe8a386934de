/**
 * „Störung melden" (our design beyond the spec; shapes in test/backend/README.md): booked
 * services, the automatic line check, fault tickets with the customer's additions, "fixed" and technician
 * appointments. Session required (portal.mjs); writes carry X-Kundennummer and may carry an Idempotency-Key like
 * every write. The model (outcomes, slots, the clock's effect) is lib/stoerungModel.mjs.
 */
import { HttpError, bad, str } from '../lib/util.mjs';
import { findContract } from '../lib/request.mjs';
import {
  ARTEN,
  LAMPEN,
  SEIT,
  addNachricht,
  advance,
  bookTermin,
  diensteOf,
  ergebnisOf,
  isFixedLine,
  slotsFor,
  terminChangeable,
  ticketView,
  newTicket,
} from '../lib/stoerungModel.mjs';

const conflict = (code, message, extra = {}) => Object.assign(new HttpError(409, message), { code, extra });
/** a line check is valid for a ticket this long */
const PRUEFUNG_VALID_MS = 24 * 60 * 60_000;
const MAX_TEXT = 1000;

function fixedContract(req) {
  const v = findContract(req, req.params.contractId);
  if (!isFixedLine(v))
    throw bad('Für diesen Vertrag ist keine Störungsmeldung möglich: Er hat keinen Festnetz-Anschluss.');
  return v;
}

function ticketsOf(customer) {
  customer.stoerungen ??= [];
  return customer.stoerungen;
}
const openTicket = (customer, contractId) =>
  ticketsOf(customer).find((t) => t.vertragsId === contractId && !t.behobenAm) ?? null;

const text = (v, what) => {
  const s = str(v);
  if (s.length > MAX_TEXT) throw bad(`${what} darf höchstens ${MAX_TEXT} Zeichen lang sein.`);
  return s;
};
const oneOf = (v, list, message) => {
  if (!list.includes(v)) throw bad(message);
  return v;
};

export async function stoerungRoutes(app) {
  const ctx = app.ctx;
  const { store } = ctx;

  // the 409 answers of this file name their code (and the open ticket) beside the German message; every other
  // error goes to the server's handler
  app.setErrorHandler((err, _req, reply) => {
    if (err.german && err.code)
      return reply.code(err.statusCode).send({ message: err.message, code: err.code, ...err.extra });
    throw err;
  });

  /** all tickets of the customer, brought up to the clock */
  const current = (customer) => {
    const now = ctx.nowMs();
    for (const t of ticketsOf(customer)) advance(t, customer, now);
    return now;
  };
  const ticketOf = (req) => {
    const t = ticketsOf(req.customer).find((x) => x.nummer === str(req.params.nummer));
    if (!t) throw new HttpError(404, 'Diese Störungsmeldung ist nicht bekannt.');
    return t;
  };
  const answer = (t, now) => ({ stand: new Date(now).toISOString(), stoerung: ticketView(t, now) });

  app.get('/vertrag/:contractId/dienste', async (req) => {
    const v = fixedContract(req);
    current(req.customer);
    return {
      vertragsId: v.contractId,
      dienste: diensteOf(v),
      offeneStoerung: openTicket(req.customer, v.contractId)?.nummer ?? null,
    };
  });

  app.get('/vertrag/:contractId/leitungspruefung', async (req) => {
    const v = fixedContract(req);
    const now = current(req.customer);
    const ergebnis = ergebnisOf(req.customer);
    const pruefung = {
      pruefungId: store.nextVorgang('LP'),
      vertragsId: v.contractId,
      geprueftAm: new Date(now).toISOString(),
      ergebnis,
      netzstoerung:
        ergebnis === 'netzstoerung'
          ? {
              gebiet: [v.contractZipcode, v.contractCity].filter(Boolean).join(' '),
              seit: new Date(Math.floor((now - 2 * 3600_000) / 3600_000) * 3600_000).toISOString(),
              voraussichtlichBis: new Date(Math.ceil((now + 30 * 3600_000) / 3600_000) * 3600_000).toISOString(),
              meldung:
                'Bei Bauarbeiten wurde ein Glasfaserkabel in Ihrem Gebiet beschädigt. Unsere Technik repariert es bereits.',
            }
          : null,
      offeneStoerung: openTicket(req.customer, v.contractId)?.nummer ?? null,
    };
    req.customer.leitungspruefungen ??= [];
    req.customer.leitungspruefungen.push(pruefung);
    return pruefung;
  });

  app.post('/vertrag/:contractId/stoerung', async (req) => {
    const v = fixedContract(req);
    const now = current(req.customer);
    const b = req.body ?? {};
    const pruefung = (req.customer.leitungspruefungen ?? []).find(
      (p) => p.pruefungId === str(b.pruefungId) && p.vertragsId === v.contractId,
    );
    if (!pruefung || now - Date.parse(pruefung.geprueftAm) > PRUEFUNG_VALID_MS)
      throw bad('Bitte prüfen Sie zuerst Ihre Leitung (die Prüfung darf höchstens einen Tag alt sein).');
    const body = {
      dienst: oneOf(b.dienst, diensteOf(v), 'Bitte wählen Sie einen gebuchten Dienst (Internet, Telefon oder TV).'),
      art: oneOf(b.art, ARTEN, 'Bitte geben Sie an, ob der Dienst ganz ausfällt oder nur eingeschränkt ist.'),
      seit: oneOf(b.seit, SEIT, 'Bitte geben Sie an, seit wann die Störung besteht.'),
      lampen: oneOf(b.lampen, LAMPEN, 'Bitte geben Sie an, was die Lampen Ihres Routers zeigen.'),
      beschreibung: text(b.beschreibung, 'Die Beschreibung'),
    };
    if (pruefung.ergebnis === 'netzstoerung')
      throw conflict(
        'NETZSTOERUNG',
        'Für Ihr Gebiet ist eine Störung im Netz bekannt, die wir bereits beheben. Eine eigene Meldung ist nicht nötig.',
        {},
      );
    const open = openTicket(req.customer, v.contractId);
    if (open)
      throw conflict('ALREADY_RUNNING', `Für diesen Vertrag ist bereits die Störung ${open.nummer} gemeldet.`, {
        nummer: open.nummer,
      });
    const ticket = newTicket({ nummer: store.nextVorgang('ST'), contract: v, pruefung, body, nowMs: now });
    ticketsOf(req.customer).push(ticket);
    return answer(ticket, now);
  });

  app.get('/user/stoerungen', async (req) => {
    const now = current(req.customer);
    return {
      stand: new Date(now).toISOString(),
      stoerungen: [...ticketsOf(req.customer)].reverse().map((t) => ticketView(t, now)),
    };
  });

  app.post('/stoerung/:nummer/information', async (req) => {
    const now = current(req.customer);
    const t = ticketOf(req);
    if (t.behobenAm) throw conflict('BEHOBEN', 'Diese Störung ist bereits behoben.', {});
    const info = text(req.body?.text, 'Ihre Ergänzung');
    if (!info) throw bad('Bitte schreiben Sie, was Sie ergänzen möchten.');
    addNachricht(t, now, 'kunde', info);
    return answer(t, now);
  });

  app.post('/stoerung/:nummer/behoben', async (req) => {
    const now = current(req.customer);
    const t = ticketOf(req);
    if (!t.behobenAm) {
      t.behobenAm = new Date(now).toISOString();
      t.termin = null;
      addNachricht(t, now, 'kunde', 'Die Störung ist behoben (vom Kunden bestätigt).');
      addNachricht(t, now, 'anbieter', 'Danke für Ihre Rückmeldung. Wir haben die Störungsmeldung geschlossen.');
    }
    return answer(t, now);
  });

  app.get('/stoerung/:nummer/termine', async (req) => {
    const now = current(req.customer);
    const t = ticketOf(req);
    if (!t.technikerNoetig || t.behobenAm) return { termine: [] };
    return { termine: slotsFor(t, now) };
  });

  app.put('/stoerung/:nummer/termin', async (req) => {
    const now = current(req.customer);
    const t = ticketOf(req);
    if (!t.technikerNoetig || t.behobenAm)
      throw conflict('KEIN_TERMIN', 'Für diese Störung ist kein Techniker-Termin nötig.', {});
    if (!terminChangeable(t, now))
      throw conflict(
        'ZU_SPAET',
        'Ein Termin kann nur bis zum Vortag online verschoben werden. Bitte rufen Sie uns an.',
        {},
      );
    const slot = slotsFor(t, now).find((s) => s.datum === str(req.body?.datum) && s.fenster === str(req.body?.fenster));
    if (!slot) throw bad('Dieser Termin ist nicht (mehr) frei. Bitte wählen Sie einen der angebotenen Termine.');
    bookTermin(t, slot, now);
    return answer(t, now);
  });

  app.delete('/stoerung/:nummer/termin', async (req) => {
    const now = current(req.customer);
    const t = ticketOf(req);
    if (!t.termin) throw bad('Für diese Störung ist kein Termin gebucht.');
    if (!terminChangeable(t, now))
      throw conflict(
        'ZU_SPAET',
        'Ein Termin kann nur bis zum Vortag online abgesagt werden. Bitte rufen Sie uns an.',
        {},
      );
    addNachricht(t, now, 'anbieter', 'Ihr Techniker-Termin wurde abgesagt. Bitte wählen Sie einen neuen Termin.');
    t.termin = null;
    t.voraussichtlichBehobenAm = null;
    return answer(t, now);
  });
}
