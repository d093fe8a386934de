import { bic, iban, isValidIban } from './ibanValidators';
import {
  composeValidators,
  email,
  exactLength,
  germanPhone,
  hasExactLength,
  isEmpty,
  macAddress,
  maskIban,
  matchesCustomerType,
  normalizeIban,
  pattern,
  plz,
  required,
} from './validators';

describe('isEmpty (spec §5: missing or blank after trimming)', () => {
  it.each([undefined, null, '', '   ', '\t\n', []])('%p is empty', (v) => expect(isEmpty(v)).toBe(true));
  it.each(['a', ' a ', 0, false, ['x']])('%p is not empty', (v) => expect(isEmpty(v)).toBe(false));
});

describe('hasExactLength (non-empty and exact length)', () => {
  it.each([
    ['12345', 5, true],
    ['1234', 5, false],
    ['123456', 5, false],
    ['', 0, false],
    [null, 0, false],
    ['     ', 5, false],
    [12345, 5, true],
  ])('%p with %i → %p', (v, n, expected) => expect(hasExactLength(v, n)).toBe(expected));
});

describe('matchesCustomerType (comma-separated list membership)', () => {
  it.each([
    ['privat', 'privat,business', true],
    ['business', 'privat, business', true],
    [' privat ', ' privat ,business', true],
    ['priv', 'privat,business', false],
    ['privat', '', false],
    ['', 'privat', false],
    [null, 'privat', false],
    ['privat', ',,', false],
  ])('%p in %p → %p', (type, list, expected) => expect(matchesCustomerType(type, list)).toBe(expected));
});

/** A country code and BBAN with correct ISO 13616 check digits (to test the other rules in isolation). */
function withCheckDigits(country: string, bban: string): string {
  const digits = `${bban}${country}00`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return `${country}${String(98 - rest).padStart(2, '0')}${bban}`;
}

describe('IBAN', () => {
  it.each([
    'DE89370400440532013000',
    'DE89 3704 0044 0532 0130 00',
    'de89 3704 0044 0532 0130 00',
    'AT611904300234573201',
    'NL91ABNA0417164300',
    'GB82WEST12345698765432',
    'BE68539007547034',
    // registry countries the hand-kept table of 75 lacked (ibantools knows every registry country)
    'SO211000001001000100141',
    'OM040280000012345678901',
  ])('accepts %p', (v) => expect(isValidIban(v)).toBe(true));

  it.each([
    ['DE88370400440532013000', 'wrong check digits'],
    ['DE8937040044053201300', 'too short for DE'],
    ['DE893704004405320130000', 'too long for DE'],
    ['XX89370400440532013000', 'unknown country'],
    [withCheckDigits('DE', '37040044053201300A'), 'letter in a German BBAN (check digits right)'],
    [withCheckDigits('BE', '539007547035'), 'Belgian national check digits wrong (mod 97 right)'],
    [withCheckDigits('MA', '011519000001205000534921'), 'country outside the IBAN registry'],
    ['DE89-3704-0044-0532-0130-00', 'foreign characters'],
    ['', 'empty'],
  ])('rejects %p (%s)', (v) => expect(isValidIban(v)).toBe(false));

  it('normalises and masks', () => {
    expect(normalizeIban(' de89 3704 0044 0532 0130 00 ')).toBe('DE89370400440532013000');
    expect(maskIban('DE89370400440532013000')).toBe('DE89 **** **** **** **30 00');
    expect(maskIban('DE89 3704 0044 0532 0130 00')).toBe('DE89 **** **** **** **30 00');
    expect(maskIban('')).toBe('');
  });
});

describe('field validators return i18n keys', () => {
  it('required', () => {
    expect(required('')).toBe('common:validation.required');
    expect(required('  ')).toBe('common:validation.required');
    expect(required(undefined)).toBe('common:validation.required');
    expect(required(false)).toBe('common:validation.required');
    expect(required('x')).toBeUndefined();
    expect(required(true)).toBeUndefined();
  });

  it('exactLength carries the length for the message', () => {
    expect(exactLength(5)('1234')).toEqual({ key: 'common:validation.exactLength', values: { length: 5 } });
    expect(exactLength(5)('12345')).toBeUndefined();
    expect(exactLength(5)('')).toBeUndefined();
  });

  it('pattern is stateless even with a global expression', () => {
    const digits = pattern(/^\d+$/g, 'x:digits');
    expect(digits('123')).toBeUndefined();
    expect(digits('123')).toBeUndefined();
    expect(digits('12a')).toBe('x:digits');
  });

  it.each([
    [
      email,
      ['kunde@example.de', ' max.muster+portal@mail.example.org '],
      ['kunde@', 'kunde@example', 'a b@example.de', '@example.de'],
    ],
    [
      germanPhone,
      ['0361 1234567', '+49 361 1234567', '0049-361-1234567', '(0361) 123 45 67', '0171/1234567'],
      ['12345', '+41 44 123 45 67', '0361 12ab', '00', '0361'],
    ],
    [plz, ['99084', ' 07743 '], ['9908', '990845', 'ABCDE']],
    [iban, ['DE89 3704 0044 0532 0130 00'], ['DE00 3704 0044 0532 0130 00']],
    [bic, ['COBADEFFXXX', 'cobadeff', 'HELADEF1JEN'], ['COBADE', 'COBA1EFF', 'COBADEFFXX', 'COBAXXFF']],
    [
      macAddress,
      ['00:1A:2B:3C:4D:5E', '00-1a-2b-3c-4d-5e', '001A2B3C4D5E'],
      ['00:1A:2B:3C:4D', '00:1A-2B:3C:4D:5E', 'GG:1A:2B:3C:4D:5E'],
    ],
  ])('%p accepts valid and rejects invalid values; empty passes', (validate, good, bad) => {
    for (const v of good) expect(validate(v)).toBeUndefined();
    for (const v of bad) expect(validate(v)).toMatch(/^common:validation\./);
    expect(validate('')).toBeUndefined();
    expect(validate(undefined)).toBeUndefined();
  });

  it('uses the agreed keys', () => {
    expect(email('x')).toBe('common:validation.email');
    expect(germanPhone('x')).toBe('common:validation.phone');
    expect(plz('x')).toBe('common:validation.plz');
    expect(iban('x')).toBe('common:validation.iban');
    expect(bic('x')).toBe('common:validation.bic');
    expect(macAddress('x')).toBe('common:validation.mac');
  });

  it('composeValidators returns the first error and skips falsy entries', () => {
    const validate = composeValidators(false, required, undefined, plz);
    expect(validate('')).toBe('common:validation.required');
    expect(validate('123')).toBe('common:validation.plz');
    expect(validate('99084')).toBeUndefined();
  });
});
