import * as v from 'valibot';
import { zelosDokumentSchema } from '../../api/accountSchema';
import { vertragListSchema } from '../../api/vertragSchema';
import { cardsFor, heldProducts, isCardFor, namesProducts } from './cardAudience';
import { editorialCardsSchema } from './editorialSchemas';

test.each([
  ['', 'privat', true],
  ['', null, true],
  ['privat', 'privat', true],
  ['privat', 'business', false],
  ['geschaeftlich, business', 'business', true],
  ['Geschaeftlich', 'business', true],
  ['2', 'business', true],
  ['1,2', 'privat', true],
  ['business', 'privat', false],
  ['business', null, false],
  ['privatkunden', 'privat', false],
] as const)('card for %p, customer %p → %p', (kundentypen, customerType, expected) => {
  expect(isCardFor({ kundentypen }, customerType)).toBe(expected);
});

// A card is never shown to a customer who already has what it sells: multi (VDSL 100 and Glasfaser 300) is not
// offered „Wechseln Sie auf VDSL 100 oder TEAG Glasfaser 300“, nor is a customer with one of them.
test.each([
  ['10100, 20300', ['10100', '30010', '40010', '20300', '20500'], false],
  ['10100, 20300', ['10100'], false],
  ['OPT-SEC', ['10100', 'OPT-SEC'], false],
  ['10100,20300', ['10050'], true],
  ['', ['10100'], true],
  [' 20300 ', ['20300'], false],
] as const)('card for products %p, customer holds %p → shown %p', (produktnummern, held, shown) => {
  const card = { id: 'k', kundentypen: '', produktnummern };
  expect(cardsFor([card], 'privat', held)).toEqual(shown ? [card] : []);
});

test('held: tariffs, booked options, and what is ordered and not withdrawn', () => {
  expect(
    heldProducts(
      [{ number: '10100', options: ['cloud', 'antivirus'] }],
      [
        { produktnummer: '20300', status: 'eingegangen' },
        { produktnummer: '30010', status: 'widerrufen' },
        { status: 'eingegangen' },
      ],
    ),
  ).toEqual(['10100', 'OPT-CLOUD', 'OPT-SEC', '20300']);
});

test('held: the product an order document confirms (an order placed elsewhere), not a document without one', () => {
  expect(heldProducts([{ number: '10050', options: [] }], [], [{ produktnummer: '20300' }, {}])).toEqual([
    '10050',
    '20300',
  ]);
});

// The other reading of the open shapes (test/backend/lib/shapes.mjs): a card names what it sells as `verkauft`, a
// contract its booked options as `gebuchteOptionen`; read at the schema, the same rule keeps the upsell away.
test('other reading: multi (Sicherheitspaket booked) is not shown „Sicher im Netz“; a card selling nothing is', () => {
  const cards = v.parse(editorialCardsSchema, [
    { id: 'start-sicherheit', title: 'Sicher im Netz', text: 'T', image: null, link: null, verkauft: ['OPT-SEC'] },
    { id: 'start-rechnung', title: 'Rechnungen online', text: 'T' },
  ]);
  const contracts = v.parse(vertragListSchema, [
    { contractId: 100031, number: '10100', gebuchteOptionen: ['cloud', 'antivirus', 'voip'] },
  ]);
  expect(namesProducts(cards[1])).toBe(false);
  expect(cardsFor(cards, 'privat', heldProducts(contracts, [])).map((c) => c.id)).toEqual(['start-rechnung']);
});

test('other reading: a Glasfaser 300 an order confirmation names (`produkt.nummer`) hides „Mehr Tempo … Glasfaser 300“', () => {
  const cards = v.parse(editorialCardsSchema, [
    { id: 'vertraege-upgrade', title: 'Mehr Tempo', text: 'T', verkauft: ['10100', '20300'] },
  ]);
  const contracts = [{ number: '10050', options: [] }];
  const confirmation = v.parse(zelosDokumentSchema, { id: 7001, produkt: { nummer: '20300' } });
  expect(confirmation.produktnummer).toBe('20300');
  expect(cardsFor(cards, 'privat', heldProducts(contracts, [], [confirmation]))).toEqual([]);
  const other = v.parse(zelosDokumentSchema, { id: 7002 });
  expect(cardsFor(cards, 'privat', heldProducts(contracts, [], [other]))).toHaveLength(1);
});

test('other reading: a card for business customers as a list `zielgruppen` is not shown to a private customer', () => {
  const cards = v.parse(editorialCardsSchema, [
    { id: 'start-geschaeft', title: 'Für Ihr Unternehmen', text: 'T', zielgruppen: ['geschaeftlich', 'business'] },
    { id: 'start-rechnung', title: 'Rechnungen online', text: 'T' },
  ]);
  expect(cardsFor(cards, 'privat', []).map((c) => c.id)).toEqual(['start-rechnung']);
  expect(cardsFor(cards, 'business', []).map((c) => c.id)).toEqual(['start-geschaeft', 'start-rechnung']);
});
