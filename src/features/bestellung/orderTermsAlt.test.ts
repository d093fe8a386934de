/**
 * @jest-environment node
 *
 * The terms of an order in the other reading of the spec's open shapes (SHAPES=alt): the stand-in names a product's
 * price, term and options in other words, and a contract's price and booked options in other words as well. Read
 * through the portal's schemas and offer rule as an order screen gets them: the loyalty offer's prices come through,
 * an order that starts a new minimum term names its exact end, an option order costs what the contract costs plus
 * the option, and a total with booked options the answers do not name is not guessed.
 */
import * as v from 'valibot';
import { api, login, makeApp } from '../../../test/backend/helpers.mjs';
import { mindestlaufzeitBis } from '../../lib/mindestlaufzeit.mjs';
import { vertragSchema } from '../../api/vertragSchema';
import { produkteResponseSchema } from '../../api/produkteSchemas';
import { offerFor, type OrderKind } from './offerRules';
import { orderTerms, orderTermsPayload } from './orderTerms';
import { atContractAddress, produkteQueryOf } from './produkteQuery';

type App = Awaited<ReturnType<typeof makeApp>>;
let app: App;
beforeAll(async () => {
  app = await makeApp({ shapes: 'alt' });
});
afterAll(() => app.close());

const START = '2027-01-15';

/** A contract answer cut down to what the spec shows: neither its price, booked options, notice nor speeds. */
const specOnly = ({
  preis,
  gebuchteOptionen,
  kuendigungsfristMonate,
  bandbreite,
  ...contract
}: Record<string, unknown>) => contract;

/** The contract and the offer as an order screen gets them, the contract answer passed through `cut`. */
async function offerOf(username: string, contractId: string, kind: OrderKind, cut = (c: Record<string, unknown>) => c) {
  // the contract as this reading answers it
  const cookie = await login(app, username);
  const session = (await api(app, 'GET', 'user/current', { cookie })).json;
  const contract = v.parse(
    vertragSchema,
    cut(session.kundenprodukte.find((c: { contractId: unknown }) => String(c.contractId) === contractId)),
  );
  const route = { id: contract.contractId, downgradeAllowed: kind !== 'treueangebot' };
  const query = produkteQueryOf(kind, route, contract, 'privat', null);
  const params = new URLSearchParams(
    Object.entries(query).flatMap(([k, value]) => (value === undefined ? [] : [[k, String(value)]])),
  );
  const r = await api(app, 'GET', `/order-api/v1/produkte?${params}`, { guard: false });
  const data = v.parse(produkteResponseSchema, r.json);
  const offer = offerFor({
    kind,
    contract,
    produkte: data.produkte,
    downgradeAllowed: route.downgradeAllowed,
    atContractAddress: atContractAddress(route, contract),
    technologie: data.technologie,
  });
  return { contract, offer };
}

async function termsFor(username: string, contractId: string, kind: OrderKind, name: RegExp) {
  const { contract, offer } = await offerOf(username, contractId, kind);
  const produkt = offer.produkte.find((p) => name.test(p.name));
  if (!produkt) throw new Error(`${name} not offered for ${kind}: ${offer.produkte.map((p) => p.name)}`);
  return orderTerms({ kind, contract, produkt, bookedOptions: offer.bookedOptions, chosen: [], start: START });
}

test('dsl25, loyalty offer: the offer price, the price after it and the new term with its end come through', async () => {
  const terms = await termsFor('dsl25', '100001', 'treueangebot', /^VDSL 100$/);
  expect(terms).toMatchObject({
    produktId: '10100',
    monthly: 34.99,
    promo: { months: 12, monthlyAfter: 39.99 },
    oneOff: 49.99,
    noticeMonths: 1,
    minimumTerm: { isNew: true, months: 24, runsUntil: mindestlaufzeitBis(START, 24), needsAgreement: true },
  });
  // the order can name the end agreed to
  expect(orderTermsPayload(terms, true).neueMindestlaufzeitZustimmung).toBe('2029-01-14');
});

test('multi, V-100031 down to VDSL 50: a new term with its end; the booked options stay in the price', async () => {
  const terms = await termsFor('multi', '100031', 'produktwechsel', /^VDSL 50$/);
  expect(terms).toMatchObject({
    monthly: 43.96,
    oneOff: 49.99,
    keptOptionen: [{ id: 'OPT-CLOUD' }, { id: 'OPT-SEC' }, { id: 'OPT-VOIP' }],
    minimumTerm: { isNew: true, months: 24, runsUntil: '2029-01-14', needsAgreement: true },
  });
  expect(orderTermsPayload(terms, true).konditionen).toMatchObject({ monatlich: 43.96, neueMindestlaufzeit: true });
});

/** The option order of multi's V-100031: the Festnetz-Flatrate on the contract's own tariff. */
async function festnetzFlatrate(cut?: (c: Record<string, unknown>) => Record<string, unknown>) {
  const { contract, offer } = await offerOf('multi', '100031', 'option', cut);
  const flat = offer.fixedProduct?.options.filter((o) => o.id === 'OPT-FLAT') ?? [];
  return orderTerms({
    kind: 'option',
    contract,
    produkt: offer.fixedProduct,
    bookedOptions: offer.bookedOptions,
    chosen: flat,
    start: START,
  });
}

test('multi, V-100031 books the Festnetz-Flatrate: 53,95 €, nothing once, no new term, no tariff sent', async () => {
  const terms = await festnetzFlatrate();
  expect(terms).toMatchObject({
    produktId: null,
    monthlyBefore: 48.96,
    monthly: 53.95,
    addedMonthly: 4.99,
    oneOff: 0,
    optionen: [{ id: 'OPT-FLAT', oneTimePrice: 0, minimumTermMonths: 1 }],
    minimumTerm: { isNew: false, needsAgreement: false },
    // the contract summary names the contract's notice and speeds, as in the default reading
    noticeMonths: 1,
    tarif: { name: 'VDSL 100', downloadMbit: 100, uploadMbit: 40 },
  });
  expect(orderTermsPayload(terms)).toMatchObject({
    optionIds: ['OPT-FLAT'],
    konditionen: { monatlich: 53.95, einmalig: 0, neueMindestlaufzeit: false },
  });
  expect(orderTermsPayload(terms)).not.toHaveProperty('produktId');
});

test('a contract answer without its price and booked options: the total is not guessed', async () => {
  const terms = await festnetzFlatrate(specOnly);
  expect(terms).toMatchObject({ monthlyBefore: null, monthly: null, addedMonthly: 4.99, keptOptionen: [] });
  expect(terms).toMatchObject({ noticeMonths: null, tarif: { downloadMbit: null, uploadMbit: null } });
  const down = await offerOf('multi', '100031', 'produktwechsel', specOnly);
  const vdsl50 = down.offer.produkte.find((p) => p.name === 'VDSL 50') ?? null;
  const stepDown = orderTerms({
    kind: 'produktwechsel',
    contract: down.contract,
    produkt: vdsl50,
    bookedOptions: down.offer.bookedOptions,
    chosen: [],
    start: START,
  });
  expect(stepDown.monthly).toBeNull();
});
