import { EVN_STANDARD, evnVerbindungen, kuerzeRufnummer, nationaleZiffern } from './evn.mjs';

const BERATUNG = ['08001110111', '116111'];
const calls = [
  { number: '03615550101', cost: 0 },
  { number: '0800 111 0 111', cost: 0 }, // counselling, written with spaces
  { number: '+49 800 1110111', cost: 0 }, // the same counselling number, international
  { number: '116111', cost: 0 },
  { number: '01511234567', cost: 0.19 },
];

describe('the itemised bill’s call list (§ 65 TKG, § 11 TDDDG)', () => {
  test.each([
    // choice          → numbers shown
    ['keiner', []],
    ['gekuerzt', ['03615550xxx', '01511234xxx']],
    ['vollstaendig', ['03615550101', '01511234567']],
    ['unbekannt', ['03615550xxx', '01511234xxx']], // an unknown choice counts as shortened
  ])('%s → %j (counselling services never)', (art, numbers) => {
    expect(evnVerbindungen(calls, art, BERATUNG).map((c) => c.number)).toEqual(numbers);
  });

  test('shortened until the customer chooses', () => expect(EVN_STANDARD).toBe('gekuerzt'));

  test.each([
    ['03615550101', '03615550xxx'],
    ['0361 555 0101', '0361 555 0xxx'],
    ['+49 151 1234567', '+49 151 1234xxx'],
    ['12', 'xx'],
    ['03615550xxx', '03615550xxx'], // already shortened by the server: not twice
    ['0361 555 0 x x x', '0361 555 0 x x x'],
  ])('shortens %s to %s', (input, expected) => expect(kuerzeRufnummer(input)).toBe(expected));

  test.each([
    ['+49 800 1110111', '08001110111'],
    ['0049-800-1110111', '08001110111'],
    ['(0800) 111 0111', '08001110111'],
    ['116111', '116111'],
  ])('compares %s as %s', (input, digits) => expect(nationaleZiffern(input)).toBe(digits));
});
