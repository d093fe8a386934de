import rules from '../config/fieldRules.json';
import { cleanText, type TextKind } from './textValidators';
import { textProblem, textRule, textRuleFor } from './textRules.mjs';

/** The inputs downstream systems choke on: each is a field error in every free-text field. */
const BAD: Array<[string, string, string]> = [
  ['10 kB', 'x'.repeat(10 * 1024), 'tooLong'],
  ['NUL', 'Mül\u0000ler', 'control'],
  ['RTL override', 'Müller\u202Eredo', 'control'],
  ['HTML', '<img src=x onerror=alert(1)>', 'markup'],
  ['emoji', 'Müller 😀', 'emoji'],
];
const KINDS = Object.keys(rules.KINDS) as TextKind[];

describe('the shared text rule (textRules.mjs): every kind refuses what downstream systems choke on', () => {
  const rows = KINDS.flatMap((kind) => BAD.map(([what, value, problem]) => [kind, what, value, problem] as const));
  test.each(rows)('%s: %s → field error', (kind, _what, value, problem) => {
    expect(cleanText(kind)(value)).toEqual({
      key: `common:validation.text.${problem}`,
      values: expect.objectContaining({ max: rules.KINDS[kind].max }),
    });
  });

  test.each([
    ['name', 'Jürgen Weiß'],
    ['company', 'Müller & Söhne GmbH (Erfurt)'],
    ['street', 'Straße des 17. Juni'],
    ['houseNumber', '12a-14'],
    ['city', 'Frankfurt (Oder)'],
    ['holder', "Thomas Müller-O'Neill"],
    ['reason', 'Zeile 1\nZeile 2\tmit Tab'],
    ['freeText', 'Heirat am 01.05.2026 – Nachweis folgt.'],
    ['name', ''],
  ] as Array<[TextKind, string]>)('%s: „%s“ is fine', (kind, value) => {
    expect(cleanText(kind)(value)).toBeUndefined();
  });

  test('the account holder: SEPA characters (with the DK extension) and at most 70', () => {
    expect(textProblem('Zoë Brontë', textRule('holder'))).toBe('charset');
    expect(textProblem('Max_Mustermann', textRule('holder'))).toBe('charset');
    expect(textProblem('A'.repeat(71), textRule('holder'))).toBe('tooLong');
    expect(textProblem("Äöü ß & * $ % / - ? : ( ) . , ' +", textRule('holder'))).toBeNull();
  });

  test('line breaks only in multi-line texts; lone surrogates and zero-width characters nowhere', () => {
    expect(textProblem('a\nb', textRule('city'))).toBe('control');
    expect(textProblem('a\nb', textRule('reason'))).toBeNull();
    expect(textProblem('a\u200Bb', textRule('reason'))).toBe('control');
    expect(textProblem('a\uD800b', textRule('name'))).toBe('control');
    expect(textProblem('a\u2066b\u2069', textRule('name'))).toBe('control');
  });

  test('every field of the table has a kind the portal knows (the stand-in reads the same table)', () => {
    for (const field of Object.keys(rules.FIELDS))
      expect([field, textRuleFor(field)]).toEqual([field, expect.objectContaining({ max: expect.any(Number) })]);
    expect(textRuleFor('toString')).toBeNull();
  });
});
