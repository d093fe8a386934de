/**
 * @jest-environment node
 *
 * The terms of every order kind against the stand-in's catalogue: contracts and GET produkte as the stand-in
 * answers them, read through the portal's schemas and offer rule, as an order screen gets them.
 */
import * as v from 'valibot';
import { api, hmacOf, makeApp } from '../../../test/backend/helpers.mjs';
import { vertragSchema } from '../../api/vertragSchema';
import type { Vertrag } from '../../api/types';
import { produkteResponseSchema } from '../../api/produkteSchemas';
import { specialOfferSchema } from '../../api/specialOfferSchema';
import { offerFor, type OrderKind } from './offerRules';
import { orderTerms, orderTermsPayload, perItemTerms, specialOfferTerms, type OrderTerms } from './orderTerms';
import type { OrderRouteProps } from './orderRoute';
import { atContractAddress, produkteQueryOf } from './produkteQuery';

type App = Awaited<ReturnType<typeof makeApp>>;
let app: App;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

interface StoredCustomer {
  contracts: unknown[];
  kundenspezialangebot: unknown;
}
const customers = (): StoredCustomer[] => app.ctx.store.customers;

function contractOf(id: string): { contract: Vertrag; customer: StoredCustomer } {
  const customer = customers().find((c) => c.contracts.some((x) => (x as { contractId: string }).contractId === id));
  if (!customer) throw new Error(`no contract ${id}`);
  const raw = customer.contracts.find((x) => (x as { contractId: string }).contractId === id);
  return { contract: v.parse(vertragSchema, raw), customer };
}

async function termsFor(
  id: string,
  kind: OrderKind,
  pick: { produktnummer?: string; optionIds?: string[] },
  route: Partial<OrderRouteProps> = {},
): Promise<OrderTerms> {
  const { contract, customer } = contractOf(id);
  const props: OrderRouteProps = { id, downgradeAllowed: kind !== 'treueangebot', ...route };
  const query = produkteQueryOf(kind, props, contract, 'privat', null);
  const params = new URLSearchParams(
    Object.entries(query).flatMap(([k, value]) => (value === undefined ? [] : [[k, String(value)]])),
  );
  const r = await api(app, 'GET', `/order-api/v1/produkte?${params}`, { guard: false });
  const data = v.parse(produkteResponseSchema, r.json);
  const offer = offerFor({
    kind,
    contract,
    produkte: data.produkte,
    downgradeAllowed: props.downgradeAllowed,
    atContractAddress: atContractAddress(props, contract),
    specialOffer: customer.kundenspezialangebot ? v.parse(specialOfferSchema, customer.kundenspezialangebot) : null,
    technologie: data.technologie,
  });
  const produkt = offer.fixedProduct ?? offer.produkte.find((p) => p.produktnummer === pick.produktnummer);
  if (!produkt) throw new Error(`${pick.produktnummer} not offered for ${kind}`);
  const chosen = produkt.options.filter((o) => (pick.optionIds ?? []).includes(o.id));
  return orderTerms({ kind, contract, produkt, bookedOptions: offer.bookedOptions, chosen, start: '2027-01-15' });
}

const FLAT = ['OPT-FLAT'];
const move = { str: 'Anger', hnr: '1', plz: '99085', ort: 'Erfurt', umzugsdatum: '2027-01-15' };

test.each<
  [
    string,
    string,
    OrderKind,
    { produktnummer?: string; optionIds?: string[] },
    Partial<OrderRouteProps>,
    Partial<OrderTerms>,
  ]
>([
  [
    'option: multi adds the Festnetz-Flatrate to what V-100031 costs today, no one-off fee, no new term',
    'V-100031',
    'option',
    { optionIds: FLAT },
    {},
    {
      produktId: null,
      concerns: { type: 'contract', contractId: 'V-100031', name: 'VDSL 100' },
      monthlyBefore: 48.96,
      monthly: 53.95,
      addedMonthly: 4.99,
      oneOff: 0,
      promo: null,
      minimumTerm: expect.objectContaining({ isNew: false, needsAgreement: false }),
    },
  ],
  [
    'tariff change up: the booked options stay in the price, no new minimum term',
    'V-100031',
    'produktwechsel',
    { produktnummer: '10250' },
    {},
    {
      produktId: 'PRD-10250',
      monthlyBefore: 48.96,
      monthly: 58.96,
      oneOff: 49.99,
      minimumTerm: expect.objectContaining({ isNew: false, needsAgreement: false }),
    },
  ],
  [
    'tariff change down: a new minimum term of 24 months',
    'V-100031',
    'produktwechsel',
    { produktnummer: '10050' },
    {},
    { monthly: 43.96, minimumTerm: { isNew: true, months: 24, runsUntil: '2029-01-14', needsAgreement: true } },
  ],
  [
    'loyalty offer: the offer price for 12 months, then the list price, with the booked options; a new term',
    'V-100031',
    'treueangebot',
    { produktnummer: '10250' },
    {},
    {
      monthly: 53.96,
      promo: { months: 12, monthlyAfter: 58.96 },
      minimumTerm: { isNew: true, months: 24, runsUntil: '2029-01-14', needsAgreement: true },
    },
  ],
  [
    'special offer: 39,99 € for 12 months, then 54,99 €',
    'V-100061',
    'spezialangebot',
    { produktnummer: '20500' },
    {},
    {
      produktId: 'PRD-20500',
      monthly: 39.99,
      promo: { months: 12, monthlyAfter: 54.99 },
      oneOff: 0,
      minimumTerm: { isNew: true, months: 24, runsUntil: '2029-01-14', needsAgreement: true },
    },
  ],
  [
    'technology upgrade: fibre without a new minimum term',
    'V-100002',
    'technologiewechsel',
    { produktnummer: '20300' },
    { technologie: 'ftth' },
    {
      produktId: 'PRD-20300',
      monthly: 44.99,
      oneOff: 0,
      minimumTerm: expect.objectContaining({ isNew: false, needsAgreement: false }),
    },
  ],
  [
    'mobile add-on: a new contract, Allnet M at half price for 6 months, then 14,99 €',
    'V-100031',
    'mobilfunk',
    { produktnummer: '30010' },
    {},
    {
      concerns: { type: 'new' },
      monthlyBefore: null,
      keptOptionen: [],
      monthly: 7.49,
      promo: { months: 6, monthlyAfter: 14.99 },
      oneOff: 19.99,
      minimumTerm: { isNew: true, months: 24, runsUntil: '2029-01-14', needsAgreement: false },
    },
  ],
  [
    'GFPlus: a new contract at the new address',
    'V-100071',
    'vertraghinzu',
    { produktnummer: '20300' },
    { str: 'Anger', hnr: '1', plz: '99084', ort: 'Erfurt' },
    {
      concerns: { type: 'new' },
      monthly: 44.99,
      oneOff: 0,
      minimumTerm: { isNew: true, months: 24, runsUntil: '2029-01-14', needsAgreement: false },
    },
  ],
  [
    'move with a new tariff: the booked options move along, a step up keeps the term',
    'V-100031',
    'umzug',
    { produktnummer: '10250' },
    move,
    {
      monthly: 58.96,
      concerns: { type: 'contract', contractId: 'V-100031', name: 'VDSL 100' },
      minimumTerm: expect.objectContaining({ isNew: false, needsAgreement: false }),
    },
  ],
])('%s', async (_name, id, kind, pick, route, expected) => {
  const terms = await termsFor(id, kind, pick, route);
  expect(terms).toEqual(expect.objectContaining(expected));
  // the stand-in takes the order with exactly these terms; a new term on the contract only with the agreement
  if (terms.minimumTerm.needsAgreement) {
    expect(await sendToStandIn(id, kind, terms, route, false)).toMatchObject({
      status: 409,
      json: { code: 'ZUSTIMMUNG_MINDESTLAUFZEIT' },
    });
  }
  expect(await sendToStandIn(id, kind, terms, route, true)).toMatchObject({ status: 200 });
});

/** The order the portal sends with these terms (orderTermsPayload) for the contract's customer. */
async function sendToStandIn(
  id: string,
  kind: OrderKind,
  terms: OrderTerms,
  route: Partial<OrderRouteProps>,
  agreed: boolean,
) {
  await api(app, 'POST', '/__test/reset');
  const { customer } = contractOf(id);
  const kundennummer = (customer as unknown as { kundendaten: { number: string } }).kundendaten.number;
  const adr = route.plz
    ? { strasse: route.str, hausnummer: route.hnr, plz: route.plz, ort: route.ort }
    : { strasse: 'Bahnhofstraße', hausnummer: '12', plz: '99086', ort: 'Erfurt' };
  const person = { anrede: 'Herr', titel: '', vorname: 'Max', nachname: 'Muster' };
  const body = {
    vertragsId: id,
    hmac: hmacOf(id),
    kundennummer,
    kundentyp: 'privat',
    persoenlicheDaten: { ...adr, ...person, email: 'max@example.org' },
    verbrauchsstelle: adr,
    postRechnungsanschrift: { ...adr, ...person },
    zahlungsweise: { iban: 'DE89370400440532013000', typ: 1 },
    clientId: 'portal',
    bestellart: kind,
    downgradeAllowed: true,
    ...(route.umzugsdatum ? { umzugsdatum: route.umzugsdatum } : {}),
    ...orderTermsPayload(terms, agreed),
  };
  return api(app, 'POST', '/order-api/v1/artikelhinzuproduktwechsel', { body });
}

test('a move that keeps its tariff: what is paid today, the move cost once, no new term', () => {
  const { contract } = contractOf('V-100031');
  const terms = orderTerms({
    kind: 'umzug',
    contract,
    produkt: null,
    bookedOptions: [],
    chosen: [],
    start: '2027-01-15',
    moveOneOff: 0,
  });
  expect(terms).toEqual(
    expect.objectContaining({
      produktId: null,
      monthly: 48.96,
      oneOff: 0,
      minimumTerm: expect.objectContaining({ isNew: false, needsAgreement: false }),
    }),
  );
});

test('the option order sends no tariff, only its options and the terms it was shown', async () => {
  const payload = orderTermsPayload(await termsFor('V-100031', 'option', { optionIds: FLAT }));
  expect(payload).not.toHaveProperty('produktId');
  expect(payload).toEqual({
    optionIds: FLAT,
    wunschtermin: '2027-01-15',
    konditionen: {
      monatlich: 53.95,
      einmalig: 0,
      aktionsmonate: 0,
      monatlichNachAktion: 53.95,
      neueMindestlaufzeit: false,
      neuerVertrag: false,
    },
  });
});

test('an option order after the minimum term has ended names no end date (the contract runs on monthly)', () => {
  const { contract } = contractOf('V-100031');
  const terms = orderTerms({
    kind: 'option',
    contract: { ...contract, minimumTermEnd: '2025-06-30' },
    produkt: null,
    bookedOptions: [],
    chosen: [],
    start: '2027-01-15',
    today: '2026-11-28',
  });
  expect(terms.minimumTerm).toEqual(expect.objectContaining({ isNew: false, runsUntil: '' }));
});

describe('perItemTerms: a service for many items at once', () => {
  test.each([
    [14.95, 25, 373.75],
    [14.95, 1, 14.95],
    [0.1, 3, 0.3], // not 0.30000000000000004
    [14.95, 0, 0],
    [null, 25, null],
  ])('%s × %s → %s', (unit, count, total) => {
    expect(perItemTerms(unit, count)).toEqual({ unitOneOff: unit, count, oneOff: total });
  });
});

test('the express agreement to a new minimum term names its exact end; an order that starts none sends none', async () => {
  const treue = await termsFor('V-100031', 'treueangebot', { produktnummer: '10250' });
  expect(orderTermsPayload(treue, true)).toMatchObject({ neueMindestlaufzeitZustimmung: '2029-01-14' });
  expect(orderTermsPayload(treue, false)).not.toHaveProperty('neueMindestlaufzeitZustimmung');
  const option = await termsFor('V-100031', 'option', { optionIds: FLAT });
  expect(orderTermsPayload(option, true)).not.toHaveProperty('neueMindestlaufzeitZustimmung');
  // a new contract beside the old one starts its own term: that is what is ordered, no separate agreement
  const mobil = await termsFor('V-100031', 'mobilfunk', { produktnummer: '30010' });
  expect(orderTermsPayload(mobil, true)).not.toHaveProperty('neueMindestlaufzeitZustimmung');
});

describe('specialOfferTerms: what a special offer advertises before it is ordered', () => {
  test.each<[string, Parameters<typeof specialOfferTerms>[0], ReturnType<typeof specialOfferTerms>]>([
    [
      'an offer price for 12 months, then the regular price',
      { monthlyPrice: 39.99, offerMonths: 12, listMonthlyPrice: 54.99 },
      { monthly: 39.99, promo: { months: 12, monthlyAfter: 54.99 } },
    ],
    ['a price without time limit', { monthlyPrice: 39.99, offerMonths: null }, { monthly: 39.99, promo: null }],
    ['an offer price without the price after: not shown', { monthlyPrice: 39.99, offerMonths: 12 }, null],
    ['no price (the spec shows only the seen flag)', { monthlyPrice: null }, null],
  ])('%s', (_name, offer, expected) => {
    expect(specialOfferTerms(offer)).toEqual(expected);
  });

  test("the stand-in's special offer advertises what its order's terms say", async () => {
    const { customer } = contractOf('V-100061');
    const offer = v.parse(specialOfferSchema, customer.kundenspezialangebot);
    const terms = await termsFor('V-100061', 'spezialangebot', { produktnummer: '20500' });
    expect(specialOfferTerms(offer)).toEqual({ monthly: terms.monthly, promo: terms.promo });
  });
});
