import { cardsFor, isCardFor } from './cardAudience';

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

// A past bug: the contract list offered multi (VDSL 100 and Glasfaser 300) „Wechseln Sie auf VDSL 100 oder
// TEAG Glasfaser 300": the first row failed there.
test.each([
  ['10100, 20300', ['10100', '30010', '40010', '20300', '20500'], false],
  ['10100, 20300', ['10100'], true],
  ['10100,20300', ['10050'], true],
  ['', ['10100'], true],
  [' 20300 ', ['20300'], false],
] as const)('card for products %p, customer holds %p → shown %p', (produktnummern, held, shown) => {
  const card = { id: 'k', kundentypen: '', produktnummern };
  expect(cardsFor([card], 'privat', held)).toEqual(shown ? [card] : []);
});
