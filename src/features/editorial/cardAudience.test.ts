import { isCardFor } from './cardAudience';

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
