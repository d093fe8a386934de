/** Contracts (router, delivery address, moves) and tracking. */
import { CAMPAIGN_COOKIE, SESSION_COOKIE } from '../config.mjs';
import { bad, checkPersonAddress, checkPlz, isBlank, isDate, required, str } from '../lib/util.mjs';
import { findContract, readCookie, setCookie } from '../lib/request.mjs';
import { recordVorgang } from './vorgaenge.mjs';
import { secondOpen } from '../lib/openOrders.mjs';
import { findProduktById, findTarif, toProdukt } from '../data/products.mjs';
import { dateProblem } from '../../../src/lib/dateRanges.mjs';
import { orderTermsOf } from '../lib/vorgangFacts.mjs';
import { termsRefusal } from '../lib/orderTermsCheck.mjs';

const MAC_RE = /^[0-9A-F]{2}([:-])[0-9A-F]{2}(\1[0-9A-F]{2}){4}$/i;
const normMac = (m) => m.toUpperCase().replace(/-/g, ':');

/** Tracking is public (anonymous deep links): only the newest `max` records are kept. */
function keepLatest(list, max) {
  if (list.length > max) list.splice(0, list.length - max);
}

export async function contractRoutes(app) {
  const ctx = app.ctx;
  const { store, sessions } = ctx;
  const PUBLIC = { config: { public: true } };

  app.post('/vertrag/activate-router', async (req) => {
    const b = req.body ?? {};
    const mac = str(b.mac);
    if (!mac) throw bad('MAC-Adresse ist ein Pflichtfeld.');
    if (!MAC_RE.test(mac)) throw bad('Die MAC-Adresse hat kein gültiges Format (z. B. 3C:A6:2F:11:22:33).');
    const contracts = isBlank(b.contractId) ? req.customer.contracts : [findContract(req, b.contractId)];
    const v = contracts.find((c) => c.router && normMac(c.router.mac) === normMac(mac));
    if (!v) throw bad('Zu dieser MAC-Adresse ist kein Router in Ihren Verträgen bekannt.');
    if (v.router.activated) throw bad('Dieser Router ist bereits aktiviert.');
    v.router.activated = true;
    recordVorgang(ctx, req.customer, {
      art: 'router',
      vertragsId: v.contractId,
      produkt: v.router.model,
      status: 'abgeschlossen',
    });
    return {
      success: true,
      message: `Der Router ${v.router.model} wurde für den Vertrag ${v.contractId} aktiviert. Die Einrichtung kann bis zu 15 Minuten dauern.`,
    };
  });

  app.put('/vertrag/lieferadresse/:contractId', async (req) => {
    const v = findContract(req, req.params.contractId);
    Object.assign(v, checkPersonAddress(req.body, 'delivery'));
    return req.customer.contracts;
  });

  const umzug = (art) => async (req, reply) => {
    const v = findContract(req, req.params.contractId);
    const b = req.body ?? {};
    required(b, {
      umzugsdatum: 'Umzugsdatum',
      plz: 'Postleitzahl',
      ort: 'Ort',
      strasse: 'Straße',
      hausnummer: 'Hausnummer',
    });
    const plz = checkPlz(b.plz);
    if (!isDate(b.umzugsdatum)) throw bad('Bitte geben Sie ein gültiges Umzugsdatum an.');
    if (b.umzugsdatum <= ctx.today()) throw bad('Das Umzugsdatum muss in der Zukunft liegen.');
    const outOfRange = dateProblem('umzug', b, ctx.today());
    if (outOfRange) throw bad(outOfRange);
    // a second move for the same contract while one is open
    const dup = secondOpen(req.customer, v.contractId, 'umzug');
    if (dup) return reply.code(409).send(dup);
    // a move with a new tariff (umzugactivity) is an order: its terms are held to the order API's rules
    const tarif = art === 'umzugactivity' && !isBlank(b.produktId) ? findProduktById(str(b.produktId)) : null;
    if (art === 'umzugactivity' && !isBlank(b.produktId) && !tarif) throw bad('Das gewählte Produkt gibt es nicht.');
    const optionIds = tarif ? (b.optionIds ?? []) : [];
    const offered = tarif ? toProdukt(tarif).options.map((o) => o.id) : [];
    if (!Array.isArray(optionIds) || optionIds.some((o) => !offered.includes(o)))
      throw bad('Eine gewählte Option gibt es für dieses Produkt nicht.');
    // from the move date: the booked options move along, a step up keeps the term, a step down starts a new one
    const terms = tarif
      ? orderTermsOf({
          contract: v,
          tarif,
          current: findTarif(v.number),
          optionIds,
          bestellart: 'umzug',
          beginn: b.umzugsdatum,
        })
      : null;
    const refusal =
      terms &&
      termsRefusal({ body: b, contract: v, tarif, terms: { ...terms, neuerVertrag: false }, anVertragsadresse: false });
    if (refusal) return reply.code(409).send(refusal);
    const neueAdresse = {
      plz,
      ort: str(b.ort),
      strasse: str(b.strasse),
      hausnummer: str(b.hausnummer),
      hausnummernzusatz: str(b.hausnummernzusatz),
    };
    const vorgangsnummer = store.nextVorgang('UZ');
    const result = {
      vorgangsnummer,
      contractId: v.contractId,
      umzugsdatum: b.umzugsdatum,
      neueAdresse,
      status: 'eingegangen',
      // beyond spec, optional: the receipt time (the start of the withdrawal period of a move with a new tariff)
      eingangAm: new Date(ctx.nowMs()).toISOString(),
    };
    store.vorgaenge.push({ art, ...result, details: b });
    v.umzug = result;
    // a move with a new tariff (umzugactivity) names the tariff and its price in Meine Aufträge and, as a contract
    // concluded online, can be withdrawn like an order (bestellart 'umzug')
    const vorgang = recordVorgang(ctx, req.customer, {
      referenz: vorgangsnummer,
      art: 'umzug',
      vertragsId: v.contractId,
      zum: b.umzugsdatum,
      umzugsdatum: b.umzugsdatum,
      neueAdresse,
      ...(tarif
        ? {
            bestellart: 'umzug',
            produkt: tarif.name,
            produktnummer: tarif.number,
            ...terms,
          }
        : {}),
    });
    // a move with a new tariff concludes a contract: its answer carries the key of the public withdrawal
    return vorgang?.auftragsschluessel ? { ...result, auftragsschluessel: vorgang.auftragsschluessel } : result;
  };
  app.post('/vertrag/umzugeinfach/:contractId', umzug('umzugeinfach'));
  app.post('/vertrag/umzugactivity/:contractId', umzug('umzugactivity'));

  /** tracking works with or without a session (deep links are opened anonymously) */
  app.post('/tracking', PUBLIC, async (req) => {
    const b = req.body ?? {};
    if (isBlank(b.ereignis)) throw bad('Das Ereignis fehlt.');
    const prev = b.previous_tracking_id;
    if (prev !== null && prev !== undefined && !Number.isInteger(prev))
      throw bad('previous_tracking_id muss eine Zahl sein.');
    store.trackingSeq += 1;
    const session = sessions.touch(readCookie(req, SESSION_COOKIE), false);
    store.tracking.push({
      id: store.trackingSeq,
      kundennummer: b.kundennummer ?? null,
      previous_tracking_id: prev ?? null,
      kampagne: b.kampagne ?? null,
      ereignis: String(b.ereignis),
      path: str(b.path),
      angemeldet: !!session,
      at: new Date(ctx.nowMs()).toISOString(),
    });
    keepLatest(store.tracking, ctx.opts.trackingMax);
    return { id: store.trackingSeq };
  });

  app.post('/tracking/kampagne', PUBLIC, async (req, reply) => {
    const b = req.body ?? {};
    if (isBlank(b.kampagne)) throw bad('Die Kampagne fehlt.');
    const data = { kampagne: str(b.kampagne), path: str(b.path) };
    store.tracking.push({
      kampagnendaten: data,
      previous_tracking_id: b.previous_tracking_id ?? null,
      at: new Date(ctx.nowMs()).toISOString(),
    });
    keepLatest(store.tracking, ctx.opts.trackingMax);
    const session = sessions.touch(readCookie(req, SESSION_COOKIE));
    if (session) session.kampagnendaten = data;
    else setCookie(req, reply, CAMPAIGN_COOKIE, JSON.stringify(data));
    return { success: true };
  });
}
