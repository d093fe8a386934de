import { cardsFor, heldProducts, isCardFor } from './cardAudience';

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
