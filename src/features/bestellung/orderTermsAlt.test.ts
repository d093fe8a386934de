/**
 * @jest-environment node
 *
 * The terms of an order in the other reading of the spec's open shapes (SHAPES=alt): the stand-in names a product's
 * price and term in other words and a contract without its options and prices. Read through the portal's schemas
 * and offer rule as an order screen gets them: the loyalty offer's prices come through, an order that starts a new
 * minimum term names its exact end, and a total with booked options the answers do not price is not guessed.
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

async function termsFor(username: string, contractId: string, kind: OrderKind, name: RegExp) {
  // the contract as this reading answers it
  const cookie = await login(app, username);
  const session = (await api(app, 'GET', 'user/current', { cookie })).json;
  const contract = v.parse(
    vertragSchema,
    session.kundenprodukte.find((c: { contractId: unknown }) => String(c.contractId) === contractId),
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

test('multi, V-100031 down to VDSL 50: a new term with its end; the booked options are not priced, so no total', async () => {
  const terms = await termsFor('multi', '100031', 'produktwechsel', /^VDSL 50$/);
  expect(terms).toMatchObject({
    monthly: null,
    oneOff: 49.99,
    minimumTerm: { isNew: true, months: 24, runsUntil: '2029-01-14', needsAgreement: true },
  });
  expect(orderTermsPayload(terms, true).konditionen).toMatchObject({ monatlich: null, neueMindestlaufzeit: true });
});
