import { matcher, normalizeText, phoneDigits, phoneKeys, searchKey } from './germanSearch';

const record = (parts: string[], phones: string[] = []) => ({ text: searchKey(parts), phones: phoneKeys(phones) });
const finds = (query: string, r: { text: string; phones: string }) => matcher(query)(r.text, r.phones);

describe('normalizeText', () => {
  test.each([
    ['Müller', 'mueller'],
    ['MÜLLER', 'mueller'],
    ['Löbdergraben', 'loebdergraben'],
    ['Nordhäuser Straße', 'nordhaeuser strasse'],
    ['GROẞE Gasse', 'grosse gasse'],
    ['Café  René', 'cafe rene'],
    ['  Jena\t07745 ', 'jena 07745'],
  ])('%s → %s', (input, output) => expect(normalizeText(input)).toBe(output));
});

describe('phoneDigits', () => {
  test.each([
    ['0151 2345678', '01512345678'],
    ['+49 151 2345678', '01512345678'],
    ['+49 (0)151 / 234-5678', '001512345678'],
    ['0049 3641 123456', '03641123456'],
    ['03641/123456', '03641123456'],
  ])('%s → %s', (input, output) => expect(phoneDigits(input)).toBe(output));
});

describe('matching (German-aware, every word, digits in phone numbers)', () => {
  const sim = record(['V-304711', '30010', 'Mobilfunk Allnet M', 'Löbdergraben 12, 07743 Jena'], ['0151 2345678']);
  const line = record(['V-300003', '11100', 'Business VDSL 100', 'Nordhäuser Straße 5, 99086 Erfurt'], ['0361 555123']);

  test.each([
    ['', sim, true],
    ['loebdergraben', sim, true],
    ['LÖBDERGRABEN', sim, true],
    ['Lobdergraben', sim, false],
    ['nordhaeuser strasse', line, true],
    ['Nordhäuser Str', line, true],
    ['Strasse', line, true],
    ['straße erfurt', line, true],
    ['straße jena', line, false],
    ['allnet jena', sim, true],
    ['v-304711', sim, true],
    ['304711', sim, true],
    ['07743', sim, true],
    // a word that is a run of digits may be part of a phone number
    ['jena 2345678', sim, true],
    ['allnet 0151', sim, true],
    ['erfurt 2345678', sim, false],
  ])('text %p', (query, r, expected) => expect(finds(query, r)).toBe(expected));

  test.each([
    ['5678', true],
    ['2345678', true],
    ['234 5678', true],
    ['0151 2345678', true],
    ['01512345678', true],
    ['+49 151 2345678', true],
    ['+491512345678', true],
    ['0049 151 2345678', true],
    ['49151234', true],
    ['151 234', true],
    ['0160 2345678', false],
    ['9999', false],
  ])('phone %p', (query, expected) => expect(finds(query, sim)).toBe(expected));

  test('a phone query does not match across two numbers or into the contract number', () => {
    const two = record(['V-1'], ['0151 111', '0152 222']);
    expect(finds('111 0152', two)).toBe(false);
    expect(finds('0152 222', two)).toBe(true);
  });
});
