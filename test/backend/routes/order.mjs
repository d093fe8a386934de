/** Order API (/order-api/v1/): no cookies needed; cookies are ignored. */
import { CLIENT_IDS, KUNDENTYP_IDS, PAYMENT_TYPE_DIRECT_DEBIT } from '../config.mjs';
import { portierungInOf } from '../lib/portierungIn.mjs';
import { TECHNOLOGY_BY_ADDRESS } from '../data/customers.mjs';
import {
  CLIENT_ID_CATEGORIES,
  MOBILE_CAMPAIGN,
  TARIFE,
  findProduktById,
  findTarif,
  produktart,
  toProdukt,
} from '../data/products.mjs';
import { ibanError } from '../lib/iban.mjs';
import { sameId } from '../lib/shapes.mjs';
import {
  SALUTATIONS,
  TITLES,
  bad,
  checkEmail,
  checkPhone,
  checkPlz,
  isBlank,
  isDate,
  required,
  str,
} from '../lib/util.mjs';
import { recordVorgang } from './vorgaenge.mjs';
import { ACCOUNT_REQUIRED } from '../lib/request.mjs';
import { secondOpen } from '../lib/openOrders.mjs';
import { createOrderTrust, dropHeld, orderNeedsCode } from '../lib/orderTrust.mjs';
import { STEP_UP_NEEDED } from './portal-security.mjs';
import { dateProblem } from '../../../src/lib/dateRanges.mjs';
import { addressOf, orderTermsOf } from '../lib/vorgangFacts.mjs';
import { termsRefusal } from '../lib/orderTermsCheck.mjs';
import { glasfaserBestellbar } from '../../../src/lib/glasfaserRule.mjs';

/** Orders that make a new contract beside the one they are placed from (Meine Aufträge names no old contract). */
const NEW_CONTRACT_ORDERS = ['mobilfunk', 'vertraghinzu'];

/** The offer price an order gets: the loyalty price, the customer's special offer, or the mobile campaign. */
function offerOf(b, tarif, customer) {
  const list = toProdukt(tarif).monthlyPrice;
  if (b.bestellart === 'treueangebot') return { monthlyPrice: Math.round((list - 5) * 100) / 100, offerMonths: 12 };
  const special = customer.kundenspezialangebot;
  if (b.bestellart === 'spezialangebot' && special && (!b.angebotId || str(b.angebotId) === str(special.id)))
    return { monthlyPrice: special.monthlyPrice, offerMonths: special.offerMonths };
  if (b.bestellart === 'mobilfunk') {
    const campaign = MOBILE_CAMPAIGN[tarif.number];
    return campaign ? { monthlyPrice: campaign.offerMonthlyPrice, offerMonths: campaign.offerMonths } : null;
  }
  return null;
}

/**
 * The contract whose own address a GET produkte asks about: its external id, street and postcode match. A fleet's
 * contracts are not searched (they are built only when their customer is used).
 */
function contractAt(store, q) {
  const ext = str(q.contractAddressExternalId);
  if (!ext) return null;
  for (const c of store.customers) {
    if (Object.getOwnPropertyDescriptor(c, 'contracts')?.get) continue;
    const v = c.contracts.find((x) => x.contractAddressExternalId === ext);
    if (v) return v.contractZipcode === str(q.plz) && v.contractStreet === str(q.strasse) ? v : null;
  }
  return null;
}

const ORDER_ACCOUNT_MISMATCH =
  'Diese Bestellung gehört nicht zum Kundenkonto, das die Seite zeigt. Bitte laden Sie die Seite neu. Es wurde nichts bestellt.';

const SMALL_WORDS = new Set([
  'am',
  'an',
  'auf',
  'bei',
  'der',
  'die',
  'das',
  'den',
  'dem',
  'im',
  'in',
  'ob',
  'unter',
  'vor',
  'von',
  'zu',
  'zum',
  'zur',
  'und',
]);

/** First letter of each word (and hyphen part) upper case; small words inside lower case. */
export function canonicalCase(s) {
  return s
    .split(' ')
    .map((w, i) => {
      const lw = w.toLowerCase();
      if (i > 0 && SMALL_WORDS.has(lw)) return lw;
      return lw
        .split('-')
        .map((p) => p.charAt(0).toUpperCase() + p.slice(1))
        .join('-');
    })
    .join(' ');
}

/** Postal spelling of a street: "Bahnhofstr." → "Bahnhofstraße", "bahnhof str. " → "Bahnhof Straße". */
export function postalStreet(input) {
  let s = String(input ?? '')
    .trim()
    .replace(/\s+/g, ' ');
  s = s.replace(/([A-Za-zÄÖÜäöüß]?)(str\.|strasse|straße)(?=\s|$|,)/gi, (_m, before, _w) =>
    before ? `${before}straße` : 'Straße',
  );
  s = canonicalCase(s);
  // canonicalCase lower-cased a suffix "straße"; standalone "Straße" got its capital back
  return s;
}

/** "12 a" → "12a", "  7 - 9 " → "7-9" */
export const postalHnr = (h) =>
  String(h ?? '')
    .trim()
    .replace(/\s+/g, '')
    .toLowerCase();

const UMZUG_TEXT = [
  'Am angegebenen Standort ist kein Umzug oder Wechsel möglich.',
  'Ein Umzug ist sofort möglich.',
  'Ein Umzug ist möglich, erfordert aber eine Umkonfiguration.',
  'Am angegebenen Standort ist ein Produktwechsel möglich.',
  'Am angegebenen Standort ist ein Technologiewechsel möglich.',
];
/** A move that keeps the contract costs the demo customers nothing (the portal's review step names it). */
const UMZUG_EINMALIG = 0;
const CODE_BY_PLZ = { 99999: 0, 99084: 1, 99085: 2, 99086: 3, 99087: 4 };
const BESTELLARTEN = [
  'produktwechsel',
  'treueangebot',
  'technologiewechsel',
  'vertraghinzu',
  'mobilfunk',
  'option',
  'umzug',
  'vertragswechsel',
  'spezialangebot',
];

function checkAddress(a, label) {
  if (!a || typeof a !== 'object') throw bad(`${label}: Angaben fehlen.`);
  required(a, {
    strasse: `${label}: Straße`,
    hausnummer: `${label}: Hausnummer`,
    plz: `${label}: Postleitzahl`,
    ort: `${label}: Ort`,
  });
  checkPlz(a.plz);
}

function checkPerson(p, label, withNames = true) {
  if (!SALUTATIONS.includes(p.anrede)) throw bad(`${label}: Bitte wählen Sie eine Anrede.`);
  if (!TITLES.includes(p.titel ?? '')) throw bad(`${label}: Der Titel ist ungültig.`);
  if (withNames && p.anrede !== 'Firma') required(p, { vorname: `${label}: Vorname`, nachname: `${label}: Nachname` });
}

export async function orderRoutes(app) {
  const ctx = app.ctx;
  const { store } = ctx;
  const trust = createOrderTrust(ctx);

  app.get('/schreibweisen/convert', async (req) => {
    const q = req.query;
    if (isBlank(q.str)) throw bad('Straße ist ein Pflichtfeld.');
    const plz = checkPlz(q.plz);
    if (isBlank(q.ort)) throw bad('Ort ist ein Pflichtfeld.');
    return {
      plz,
      ort: canonicalCase(str(q.ort).replace(/\s+/g, ' ')),
      strasse: postalStreet(q.str),
      hnr: postalHnr(q.hnr),
    };
  });

  app.get('/produktpruefung', async (req) => {
    const { clientId, produktnummer } = req.query;
    if (isBlank(clientId)) throw bad('clientId fehlt.');
    if (isBlank(produktnummer)) throw bad('Produktnummer fehlt.');
    const t = findTarif(produktnummer);
    if (!t) throw bad('Produkt nicht gefunden.');
    return {
      matchByClientId: (CLIENT_ID_CATEGORIES[clientId] ?? []).includes(t.category),
      produktnummer: t.number,
      produktart: produktart(t),
    };
  });

  app.get('/produkte', async (req) => {
    const q = req.query;
    checkAddress({ strasse: q.strasse, hausnummer: q.hausnummer, plz: q.plz, ort: q.ort }, 'Adresse');
    const code = CODE_BY_PLZ[str(q.plz)] ?? 1;
    const business = str(q.kundentypId) === KUNDENTYP_IDS.business;
    const tech = str(q.technologie).toLowerCase();
    let pool = TARIFE.filter((t) => (business ? t.business || t.category === 'mobilfunk' : !t.business));
    let cats;
    if (!isBlank(q.glasUpgradeFrom)) cats = ['glasfaser'];
    else if (q.bestellart === 'mobilfunk' || q.clientId === CLIENT_IDS.mobilfunk) cats = ['mobilfunk'];
    else if (tech === 'ftth' || tech === 'l2-bsa-ugglas') {
      cats = ['glasfaser'];
      if (!business)
        pool = pool.filter(
          (t) =>
            t.category !== 'glasfaser' || t.technologie === tech || (tech === 'l2-bsa-ugglas' && t.key === 'gf300'),
        );
    } else if (['vdsl', 'adsl', 'dsl'].includes(tech)) cats = ['dsl'];
    else if (q.clientId === CLIENT_IDS.produktwechselPromo1345) cats = ['glasfaser'];
    else if (q.clientId === CLIENT_IDS.produktwechselPromo1309) cats = ['dsl'];
    else cats = ['dsl', 'glasfaser'];
    const bisher = findTarif(q.bisherigesProdukt ?? q.glasUpgradeFrom);
    // asked for a contract's own address (its external id, street and postcode; not for a new contract beside it):
    // no fibre where the build-out is only planned and the asked technology was not found there, by the rule the
    // portal offers by (lib/glasfaserRule.mjs), so an answer that cannot carry the build-out status (the alt
    // reading) offers no fibre there either
    const vertrag = NEW_CONTRACT_ORDERS.includes(q.bestellart) ? null : contractAt(store, q);
    const geprueft = (TECHNOLOGY_BY_ADDRESS[str(q.contractAddressExternalId)] ?? []).includes(tech) ? tech : '';
    const amVertragsort = (t) =>
      !vertrag || t.category !== 'glasfaser' || glasfaserBestellbar(vertrag.ausbaustatus, geprueft);
    // loyalty flow: every tariff at its loyalty price for the first months (beyond spec, optional fields)
    const loyalty = q.clientId === CLIENT_IDS.treueangebot || q.bestellart === 'treueangebot';
    const produkte =
      code === 0
        ? []
        : pool
            .filter((t) => cats.includes(t.category) && t.key !== 'tdsl25' && t.number !== bisher?.number)
            .filter(amVertragsort)
            .map(toProdukt)
            .map((p) =>
              loyalty
                ? { ...p, offerMonthlyPrice: Math.round((p.monthlyPrice - 5) * 100) / 100, offerMonths: 12 }
                : cats.includes('mobilfunk')
                  ? { ...p, ...MOBILE_CAMPAIGN[p.produktnummer] }
                  : p,
            );
    return {
      verfuegbar: code !== 0 && produkte.length > 0,
      technologie:
        tech || (cats.includes('glasfaser') && cats.length === 1 ? 'ftth' : cats[0] === 'mobilfunk' ? '5g' : 'vdsl'),
      // beyond spec (optional): the one-off cost of a move that keeps the contract (code 1)
      umzugWechsel: { code, text: UMZUG_TEXT[code], ...(code === 1 ? { einmaligeKosten: UMZUG_EINMALIG } : {}) },
      produkte,
    };
  });

  app.get('/technologienundprodukte/technologie', async (req) => {
    const ext = str(req.query.contractAddressExternalId);
    const technologie = str(req.query.technologie);
    if (!ext) throw bad('contractAddressExternalId fehlt.');
    if (!technologie) throw bad('Die Technologie fehlt.');
    return {
      contractAddressExternalId: ext,
      technologie,
      moeglich: (TECHNOLOGY_BY_ADDRESS[ext] ?? []).includes(technologie),
    };
  });

  app.post('/artikelhinzuproduktwechsel', async (req, reply) => {
    const b = req.body ?? {};
    // the order API has no session: the account guard names the customer the page shows
    const shown = req.headers['x-kundennummer'];
    if (shown === undefined) return reply.code(428).send(ACCOUNT_REQUIRED);
    if (!isBlank(b.kundennummer) && String(shown) !== str(b.kundennummer))
      return reply.code(409).send({ message: ORDER_ACCOUNT_MISMATCH, code: 'ACCOUNT_MISMATCH' });
    required(b, {
      vertragsId: 'Vertragsnummer',
      kundennummer: 'Kundennummer',
      clientId: 'clientId',
      // an option order adds options to the contract's tariff: it names no tariff
      ...(b.bestellart === 'option' ? {} : { produktId: 'Produkt' }),
      wunschtermin: 'Wunschtermin',
    });
    if (!BESTELLARTEN.includes(b.bestellart)) throw bad('Die Bestellart ist ungültig.');
    if (typeof b.hmac !== 'string') throw bad('Die Prüfsumme (hmac) fehlt.');
    // unknown contract, foreign customer number, wrong hmac: one neutral answer, counted per client address
    const owner = trust.ownerOf(req, reply, b);
    if (owner.reply) return owner.reply;
    const customer = owner.customer;
    // a paid order is a step-up call (src/config/stepUp.json): the server, not the screen, asks for the code
    if (orderNeedsCode(ctx, req, customer, b)) return reply.code(403).send(STEP_UP_NEEDED);
    const pd = b.persoenlicheDaten;
    if (!pd || typeof pd !== 'object') throw bad('Persönliche Daten fehlen.');
    checkPerson(pd, 'Persönliche Daten');
    checkAddress(pd, 'Persönliche Daten');
    checkEmail(pd.email);
    if (!isBlank(pd.geburtsdatum) && !isDate(pd.geburtsdatum)) throw bad('Das Geburtsdatum ist ungültig.');
    if (!isBlank(pd.rufnummerFestnetz)) checkPhone(pd.rufnummerFestnetz, 'Festnetznummer');
    if (!isBlank(pd.rufnummerMobil)) checkPhone(pd.rufnummerMobil, 'Mobilfunknummer');
    checkAddress(b.verbrauchsstelle, 'Verbrauchsstelle');
    const pr = b.postRechnungsanschrift;
    if (!pr || typeof pr !== 'object') throw bad('Rechnungsanschrift fehlt.');
    checkPerson(pr, 'Rechnungsanschrift');
    checkAddress(pr, 'Rechnungsanschrift');
    const zw = b.zahlungsweise ?? {};
    const ibanErr = ibanError(zw.iban);
    if (ibanErr) throw bad(ibanErr);
    if (zw.typ !== PAYMENT_TYPE_DIRECT_DEBIT)
      throw bad('Als Zahlungsweise ist nur das SEPA-Lastschriftverfahren möglich.');
    const contract = customer.contracts.find((v) => sameId(v.contractId, b.vertragsId));
    const current = findTarif(contract.number);
    const optionOrder = b.bestellart === 'option';
    const tarif = optionOrder ? current : findProduktById(str(b.produktId));
    if (!tarif) throw bad('Das gewählte Produkt gibt es nicht.');
    if (optionOrder && !isBlank(b.produktId) && findProduktById(str(b.produktId)) !== current)
      throw bad('Eine Bestellung von Zusatzoptionen ändert den Tarif nicht.');
    const optionIds = b.optionIds ?? [];
    const known = toProdukt(tarif).options.map((o) => o.id);
    if (!Array.isArray(optionIds) || optionIds.some((o) => !known.includes(o)))
      throw bad('Eine gewählte Option gibt es für dieses Produkt nicht.');
    if (!isDate(b.wunschtermin)) throw bad('Bitte geben Sie einen gültigen Wunschtermin an.');
    if (b.wunschtermin <= ctx.today()) throw bad('Der Wunschtermin muss in der Zukunft liegen.');
    // a move with a tariff change (codes 3 and 4) carries its move date: it is a move as well
    const umzug = isBlank(b.umzugsdatum) ? null : b.umzugsdatum;
    if (umzug !== null && (!isDate(umzug) || umzug <= ctx.today()))
      throw bad('Das Umzugsdatum muss ein gültiges Datum in der Zukunft sein.');
    // „Rufnummer mitnehmen“ of a mobile order: checked with its date before anything is recorded
    const portierung = portierungInOf(b, ctx.today());
    const outOfRange = dateProblem('bestellung', { ...b, geburtsdatum: pd.geburtsdatum }, ctx.today());
    if (outOfRange) throw bad(outOfRange);
    const dup =
      secondOpen(customer, b.vertragsId, 'bestellung', b.bestellart) ??
      (umzug ? secondOpen(customer, b.vertragsId, 'umzug') : null);
    if (dup) return reply.code(409).send(dup);
    const neuerVertrag = NEW_CONTRACT_ORDERS.includes(b.bestellart);
    const terms = {
      ...orderTermsOf({
        contract,
        tarif,
        current,
        optionIds,
        bestellart: b.bestellart,
        offer: offerOf(b, tarif, customer),
        beginn: b.wunschtermin,
      }),
      neuerVertrag,
    };
    const refusal = termsRefusal({
      body: b,
      contract,
      tarif,
      terms,
      anVertragsadresse: !optionOrder && !neuerVertrag && !umzug,
    });
    if (refusal) return reply.code(409).send(refusal);
    // without an hmac (the spec lets the order continue when it could not be fetched) nobody has shown that the
    // contract is theirs: the order is accepted but held for review, not executed
    const status = b.hmac ? 'eingegangen' : 'in_pruefung';
    // the holder's own order replaces what a stranger (or a failed hmac fetch) left held for review
    if (b.hmac) dropHeld(ctx, customer, b.vertragsId, b.bestellart);
    store.orderSeq += 1;
    const eingangAm = new Date(ctx.nowMs()).toISOString();
    const auftragsnummer = `A-${eingangAm.slice(0, 4)}-${String(122 + store.orderSeq).padStart(6, '0')}`;
    const optionNames = toProdukt(tarif)
      .options.filter((o) => optionIds.includes(o.id))
      .map((o) => o.name);
    const produkt = optionOrder ? optionNames.join(', ') : tarif.name;
    store.orders.push({ auftragsnummer, eingangAm, request: b, produkt, status, portierung });
    const vorgang = recordVorgang(ctx, customer, {
      referenz: auftragsnummer,
      art: 'bestellung',
      bestellart: b.bestellart,
      vertragsId: str(b.vertragsId),
      produkt,
      ...(optionOrder ? {} : { produktnummer: tarif.number }),
      zum: b.wunschtermin,
      status,
      ...(neuerVertrag ? { neuerVertrag: true } : {}),
      ...orderTermsOf({
        contract,
        tarif,
        current,
        optionIds,
        bestellart: b.bestellart,
        offer: offerOf(b, tarif, customer),
        beginn: b.wunschtermin,
      }),
      ...(umzug ? { umzugsdatum: umzug, neueAdresse: addressOf(b.verbrauchsstelle) } : {}),
    });
    // beyond the spec: the key of the public withdrawal, as the confirmation e-mail gives it
    return {
      auftragsnummer,
      eingangAm,
      status,
      auftragsschluessel: vorgang?.auftragsschluessel,
      ...(portierung ? { portierung } : {}),
    };
  });
}
