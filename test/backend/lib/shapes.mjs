/**
 * The second reading of the spec's open shapes (SHAPES=alt, createServer({ shapes: 'alt' }),
 * POST /__test/shapes { mode }). The routes always build the default answers; in alt mode this module
 * rewrites each successful JSON answer as an independently written backend that follows the spec could:
 * - ids whose type the spec leaves open are numbers ('V-100001' → 100001, 'R-1000001-202611' → 1000001202611);
 * - customerType is the organisation code of §6 (privat → 1, business → 2);
 * - every field the spec does not make mandatory is dropped (records whose fields the spec does not show keep
 *   only what identifies them), editorial cards have image/link null or missing; what an order cannot do without
 *   (a product's price, term and options, a contract's price, booked options, notice period and speeds, what an
 *   editorial card sells, whom it is for and where it leads) comes in this reading's own words;
 * - every object carries fields the portal does not know.
 * Incoming ids are accepted in both forms in every mode (sameId), since route params are strings anyway.
 */
import {
  API_BASE,
  CUSTOMER_TYPES,
  PORTAL_API_PREFIX as P,
  ORDER_API_PREFIX as O,
  UPGRADE_TECHNOLOGIES,
} from '../config.mjs';
import { TECHNOLOGY_BY_ADDRESS } from '../data/customers.mjs';

export const SHAPE_MODES = ['default', 'alt'];

/** Numeric form of an id: its digits ('V-100001' → 100001); ids without digits stay as they are. */
export function numericId(id) {
  if (typeof id === 'number') return id;
  const digits = String(id ?? '').replace(/\D/g, '');
  return digits && Number.isSafeInteger(Number(digits)) ? Number(digits) : id;
}

/** Does an incoming id (string or number, either reading) denote the stored id? */
export function sameId(stored, incoming) {
  if (incoming === undefined || incoming === null) return false;
  const s = String(incoming).trim();
  if (!s) return false;
  return s === String(stored) || (/^\d+$/.test(s) && numericId(stored) === Number(s));
}

/** §6: organisation code 1 = privat, 2 = business (geschaeftlich). */
export const CUSTOMER_TYPE_CODES = {
  privat: CUSTOMER_TYPES.privat.organisationCode,
  business: CUSTOMER_TYPES.business.organisationCode,
};

const pick = (obj, keys) => {
  const out = {};
  for (const k of keys) if (obj && obj[k] !== undefined) out[k] = obj[k];
  return out;
};
const list = (v, f) => (Array.isArray(v) ? v.map(f) : v);

const INVOICE_ADDRESS = ['Salutation', 'Title', 'Firstname', 'Lastname', 'Company', 'Street', 'StreetNumber']
  .concat(['StreetNumberAddon', 'Zipcode', 'City'])
  .map((n) => `invoice${n}`);
/** §3 kundendaten (company is ours: dropped) */
const KUNDENDATEN = [
  'number',
  'customerType',
  'salutation',
  'titel',
  'firstname',
  'lastname',
  'birthday',
  'email',
  'phone',
  'phone2',
  'passwortwechsel_erzwingen',
  'street',
  'streetNumber',
  'streetNumberAddon',
  'zipcode',
  'city',
  ...INVOICE_ADDRESS,
  'optInEMail',
  'optInPhone',
];
const DELIVERY = INVOICE_ADDRESS.map((k) => k.replace('invoice', 'delivery'));
/** §3 contract (category, options, status, dates, prices, router, … are ours: dropped; price and options in other words) */
const VERTRAG = [
  'contractId',
  'customerId',
  'number',
  'name',
  'articles',
  'TEAGCustomerId',
  'techwechselRoute',
  'contractAddressId',
  'contractAddressExternalId',
  'contractStreet',
  'contractStreetNumber',
  'contractStreetNumberAddon',
  'contractZipcode',
  'contractCity',
  ...DELIVERY,
];

/** An amount as text with a decimal comma ("49,99"), as an independently written backend may send it. */
const euroText = (n) => (typeof n === 'number' ? n.toFixed(2).replace('.', ',') : undefined);

/**
 * A contract's price and booked options: the spec does not show them, but an option order cannot name what the
 * contract costs with the new option without them (PAngV). This reading names the monthly total (options included)
 * as `preis: { monatlich }` (text with a decimal comma) and the booked options as `gebuchteOptionen`.
 */
const vertragPreisAlt = (v) => ({
  ...(typeof v.monthlyPrice === 'number' ? { preis: { monatlich: euroText(v.monthlyPrice) } } : {}),
  ...(Array.isArray(v.options) ? { gebuchteOptionen: v.options } : {}),
});

/**
 * A contract's notice period and speeds: the spec does not show them, but the contract summary of an order that keeps
 * the tariff must name them (TKG § 54). This reading names them as a product's notice (`kuendigungsfristMonate`) and
 * the speeds in Mbit/s as `bandbreite: { download, upload }`.
 */
const vertragLeistungAlt = (v) => ({
  ...(typeof v.noticePeriodMonths === 'number' ? { kuendigungsfristMonate: v.noticePeriodMonths } : {}),
  ...(typeof v.downloadMbit === 'number' || typeof v.uploadMbit === 'number'
    ? { bandbreite: pick({ download: v.downloadMbit, upload: v.uploadMbit }, ['download', 'upload']) }
    : {}),
});

/** A comma-separated default field ('geschaeftlich, business') as this reading's list; nothing when empty. */
const listOfText = (value) =>
  String(value ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);

/**
 * What a card sells (default `produktnummern`), whom it is for (default `kundentypen`), both comma-separated, and where
 * it leads (default `link`/`linkText`): this reading lists them as `verkauft` and `zielgruppen` and names the link
 * `verweis: { ziel, beschriftung }` (an advert must lead to its offer, and a business card reach no private customer).
 */
const cardAlt = (c) => {
  const verkauft = listOfText(c.produktnummern);
  const zielgruppen = listOfText(c.kundentypen);
  return {
    ...(verkauft.length ? { verkauft } : {}),
    ...(zielgruppen.length ? { zielgruppen } : {}),
    ...(c.link ? { verweis: pick({ ziel: c.link, beschriftung: c.linkText }, ['ziel', 'beschriftung']) } : {}),
  };
};

export const alt = {
  kundendaten: (k) =>
    k && {
      ...pick(k, KUNDENDATEN),
      number: numericId(k.number),
      customerType: CUSTOMER_TYPE_CODES[k.customerType] ?? k.customerType,
    },
  vertrag: (v) => ({
    ...pick(v, VERTRAG),
    contractId: numericId(v.contractId),
    customerId: numericId(v.customerId),
    contractAddressId: numericId(v.contractAddressId),
    // "the first has number": nothing else of an article is shown
    articles: list(v.articles, (a) => pick(a, ['number'])),
    // what the contract costs and which options it has booked, in this reading's own words (beside the spec's fields)
    ...vertragPreisAlt(v),
    ...vertragLeistungAlt(v),
  }),
  bank: (b) => pick(b, ['validFrom', 'accountNumberInternational']),
  /** fields of an invoice are not shown: only its id (needed for rechnung/{id}) */
  rechnung: (r) => ({ id: numericId(r.id) }),
  /** fields not shown: the contract and month it belongs to and the calls (without zone) */
  telefonkosten: (t) => ({
    contractId: numericId(t.contractId),
    month: t.month,
    calls: list(t.calls, (c) => pick(c, ['date', 'time', 'number', 'durationSeconds', 'cost'])),
  }),
  /** only the seen flag is shown (plus the id that identifies the offer) */
  spezialangebot: (a) => a && { id: numericId(a.id), seen: a.seen },
  /**
   * shape not shown: only the id (needed for user/vertragsdokument?id=), and the product an order confirmation
   * confirms as `produkt: { nummer }` (no card sells a product that is on its way)
   */
  zelos: (d) => ({ id: numericId(d.id), ...(d.produktnummer ? { produkt: { nummer: d.produktnummer } } : {}) }),
  gfplus: (a) => a && { ...a, id: numericId(a.id) },
  /**
   * card shape not shown: even cards with image/link null, odd cards without them; what a card sells, whom it is for
   * and where it leads in this reading's own words (`verkauft`, `zielgruppen`, `verweis`)
   */
  card: (c, i) => ({
    ...(i % 2 === 0
      ? { id: c.id, title: c.title, text: c.text, image: null, link: null }
      : pick(c, ['id', 'title', 'text'])),
    ...cardAlt(c),
  }),
};

const userView = (u) => ({
  kundendaten: alt.kundendaten(u.kundendaten),
  zelos_vertragsdokumente: list(u.zelos_vertragsdokumente, alt.zelos),
  kundenprodukte: list(u.kundenprodukte, alt.vertrag),
  bankdaten: list(u.bankdaten, alt.bank),
  rechnungen: list(u.rechnungen, alt.rechnung),
  telefonkosten: list(u.telefonkosten, alt.telefonkosten),
  kundenspezialangebot: alt.spezialangebot(u.kundenspezialangebot),
  // dev_kundenportal (default false) and session_idle_seconds are optional / ours
  ...('kampagnendaten' in u ? { kampagnendaten: u.kampagnendaten } : {}),
});
/** answer not shown: the HTTP status is all the portal can rely on */
const nothing = () => ({});
const same = (x) => x;

/** An option of a product in this reading's words: its price and term as a product's (`preis`, `mindestlaufzeitMonate`). */
const optionAlt = (o) => ({
  id: o.id,
  name: o.name,
  preis: { monatlich: euroText(o.monthlyPrice), einmalig: euroText(o.oneTimePrice) },
  mindestlaufzeitMonate: o.minimumTermMonths,
});

/**
 * A product of the list in this reading's own words. The spec shows only id and name, but nobody can sell a tariff
 * without its price and term (TKG § 54 contract summary, PAngV): this reading names them under other keys and as
 * text: `preis: { monatlich, einmalig }`, `mindestlaufzeitMonate`, `kuendigungsfristMonate`, an offer price
 * (loyalty, campaign) as `aktion: { preis, monate }`, what kind of line it is as `anschlussart` ('VDSL', 'FTTH',
 * 'LTE'), its product number as `nummer` (what a contract's `number` names) and its options as `optionen`, each in
 * the same words. Speeds stay unsent.
 */
const produktAlt = (x) => ({
  id: numericId(x.id),
  name: x.name,
  nummer: x.produktnummer,
  anschlussart: String(x.technologie ?? '').toUpperCase(),
  preis: { monatlich: euroText(x.monthlyPrice), einmalig: euroText(x.oneTimePrice) },
  mindestlaufzeitMonate: x.minimumTermMonths,
  kuendigungsfristMonate: x.noticePeriodMonths,
  ...(typeof x.offerMonthlyPrice === 'number'
    ? { aktion: { preis: euroText(x.offerMonthlyPrice), monate: x.offerMonths } }
    : {}),
  optionen: list(x.options, optionAlt),
});

/**
 * Produkte: umzugWechsel.code is used, the rest not shown; the product list (id, name and the terms in this
 * reading's words) is what an order needs. In this reading the technology-check answer carries no flag, so a
 * product list asked for an upgrade technology is empty where that technology is not available at the contract
 * address (§3/§7 signal).
 */
function produkte(p, req) {
  const q = req.query ?? {};
  const tech = String(q.technologie ?? '').toLowerCase();
  const ext = String(q.contractAddressExternalId ?? '');
  const blocked = UPGRADE_TECHNOLOGIES.includes(tech) && ext && !(TECHNOLOGY_BY_ADDRESS[ext] ?? []).includes(tech);
  return {
    umzugWechsel: { code: p.umzugWechsel?.code },
    produkte: blocked ? [] : list(p.produkte, produktAlt),
  };
}

/** „Störung melden" (our calls): the contract id in its numeric reading. */
const withVertragsId = (r) => r && { ...r, vertragsId: numericId(r.vertragsId) };
const withTicket = (r) => ({ ...r, stoerung: withVertragsId(r.stoerung) });
const vorgangAlt = (x) => ({
  ...withVertragsId(x),
  ...(x.art === 'kuendigung' ? { referenz: numericId(x.referenz) } : {}),
});

/** Route (as registered, with prefix) → transform of its successful answer. Unlisted routes keep their shape. */
const ROUTES = {
  // two-step login (ours): the code step's notice stays as it is; every way in answers the account
  [`${P}/login`]: (u) => (u.zweiterFaktor ? { zweiterFaktor: u.zweiterFaktor } : userView(u)),
  [`${P}/login/zweiter-faktor`]: userView,
  [`${P}/login/passkey`]: userView,
  [`${P}/user/current`]: userView,
  [`${P}/user/logout`]: nothing,
  [`${P}/user/keepalive`]: nothing,
  [`${P}/user/telefon`]: alt.kundendaten,
  [`${P}/user/einwilligungen`]: alt.kundendaten,
  [`${P}/user/rechnungsadresse`]: alt.kundendaten,
  [`${P}/user/email`]: alt.kundendaten,
  [`${P}/user/confirm-email-update`]: alt.kundendaten,
  [`${P}/user/validate-password`]: (r) => ({ valid: r.valid }),
  [`${P}/user/password`]: nothing,
  [`${P}/password/new`]: nothing,
  [`${P}/password/forget`]: (r) => ({ success: r.success }),
  [`${P}/user/treueangebot`]: nothing,
  [`${P}/bankverbindung`]: (l) => list(l, alt.bank),
  [`${P}/vertrag/activate-router`]: nothing,
  [`${P}/vertrag/lieferadresse/:contractId`]: (l) => list(l, alt.vertrag),
  [`${P}/vertrag/umzugeinfach/:contractId`]: nothing,
  [`${P}/vertrag/umzugactivity/:contractId`]: nothing,
  [`${P}/hmac/encrypt-bystring`]: same,
  [`${P}/tracking`]: same,
  [`${P}/tracking/kampagne`]: nothing,
  [`${P}/gfpluskundenadressen`]: (r) => ({ adresse: alt.gfplus(r.adresse) }),
  [`${P}/user/kundenspezialangebot/gesehen`]: alt.spezialangebot,
  [`${P}/user/erweiterte-aenderungen`]: nothing,
  [`${P}/kuendigung`]: (k) => ({ id: numericId(k.id), pdfToken: k.pdfToken }),
  [`${P}/vertrag/:contractId/dienste`]: withVertragsId,
  [`${P}/vertrag/:contractId/leitungspruefung`]: withVertragsId,
  [`${P}/vertrag/:contractId/stoerung`]: withTicket,
  [`${P}/user/stoerungen`]: (r) => ({ ...r, stoerungen: list(r.stoerungen, withVertragsId) }),
  // Meine Aufträge (ours): a request names its contract as the contract list does, so the contract's status and
  // banners find its running cancellation, order or move; a cancellation its number as the cancellation's answer
  [`${P}/user/vorgaenge`]: (r) => ({ ...r, vorgaenge: list(r.vorgaenge, vorgangAlt) }),
  [`${P}/stoerung/:nummer/information`]: withTicket,
  [`${P}/stoerung/:nummer/behoben`]: withTicket,
  [`${P}/stoerung/:nummer/termin`]: withTicket,
  [`${O}/schreibweisen/convert`]: same,
  [`${O}/produktpruefung`]: same,
  [`${O}/produkte`]: produkte,
  /** answer not shown: no "moeglich" flag (the portal must use the spec's own signals) */
  [`${O}/technologienundprodukte/technologie`]: nothing,
  [`${O}/artikelhinzuproduktwechsel`]: nothing,
  [API_BASE.checkIban]: (r) => ({ valid: r.valid }),
  [`${API_BASE.editorial}startseite.json`]: (l) => list(l, alt.card),
  [`${API_BASE.editorial}vertraege.json`]: (l) => list(l, alt.card),
};
/** Answers that are not the backend's data shapes: translations and the test control. */
const UNTOUCHED = [/^\/bx-i18n-api\//, /^\/__test\//];

/** Adds fields the portal does not know to every object (copies; the store's objects stay untouched). */
export function withUnknownFields(value, depth = 0) {
  if (Array.isArray(value)) return value.map((v) => withUnknownFields(v, depth + 1));
  if (!value || typeof value !== 'object') return value;
  const out = {};
  for (const [k, v] of Object.entries(value)) out[k] = withUnknownFields(v, depth + 1);
  out.unbekanntesFeld = 'alt';
  if (depth === 0) out.meta = { schema: 'alt', version: 2, erzeugt: 'stand-in' };
  return out;
}

/** preSerialization hook body: the answer in the current reading. */
export function shapeAnswer(ctx, req, reply, payload) {
  if (ctx.shapes.mode !== 'alt' || payload === null || typeof payload !== 'object') return payload;
  const url = req.routeOptions?.url ?? '';
  if (UNTOUCHED.some((re) => re.test(url))) return payload;
  const transform = reply.statusCode < 300 ? ROUTES[url] : undefined;
  return withUnknownFields(transform ? transform(payload, req) : payload);
}

/** Mode from an option / env value; anything else is an error (a typo must not silently test the default). */
export function shapeMode(value) {
  const mode = value === undefined || value === null || value === '' ? 'default' : String(value);
  if (!SHAPE_MODES.includes(mode)) throw new Error(`shapes must be one of ${SHAPE_MODES.join(', ')}: ${mode}`);
  return mode;
}
