/** @jest-environment node */
// The stand-in and the portal share their constants (src/config/specConstants.json) and their IBAN rule (ibantools).
import * as portal from '../../src/config/constants';
import { berlinDateTime as portalBerlinDateTime } from '../../src/lib/dates';
import { isValidIban } from '../../src/lib/ibanValidators';
import * as backend from './config.mjs';
import { berlinDateTime } from './lib/berlinTime.mjs';
import { checkIbanBic, ibanError, makeIban } from './lib/iban.mjs';
import { CUSTOMER_TYPE_CODES } from './lib/shapes.mjs';

test('the stand-in uses the portal’s values, not copies', () => {
  const shared = (m) => ({
    PUBLIC_PATH: m.PUBLIC_PATH,
    UPGRADE_25_PRODUCT_NAMES: m.UPGRADE_25_PRODUCT_NAMES,
    UPGRADE_TECHNOLOGIES: m.UPGRADE_TECHNOLOGIES,
    CLIENT_IDS: m.CLIENT_IDS,
    AVAILABILITY_PORTAL_ID: m.AVAILABILITY_PORTAL_ID,
    ORDER_TYPE_IDS: m.ORDER_TYPE_IDS,
    PAYMENT_TYPE_DIRECT_DEBIT: m.PAYMENT_TYPE_DIRECT_DEBIT,
    SESSION_IDLE_SECONDS: m.SESSION_IDLE_SECONDS,
    CUSTOMER_TIME_ZONE: m.CUSTOMER_TIME_ZONE,
  });
  expect(shared(backend)).toEqual(shared(portal));
  expect(backend.CLIENT_IDS).toBe(portal.CLIENT_IDS); // the very same JSON object, not an equal copy
  expect(backend.PRODUCT_TYPE).toEqual({ ...portal.PRODUCT_TYPE, ENERGIE: expect.any(String) });
  expect(backend.DEFAULT_BUNDLE_CLIENT_ID).toBe(portal.DEFAULT_BUNDLE_CLIENT_ID);
  expect(`${backend.PORTAL_API_PREFIX}/`).toBe(portal.API_BASE.portal);
  expect(`${backend.ORDER_API_PREFIX}/`).toBe(portal.API_BASE.order);
  expect(backend.KUNDENTYP_IDS).toEqual({
    privat: portal.CUSTOMER_TYPES.privat.typeId,
    business: portal.CUSTOMER_TYPES.business.typeId,
  });
  expect(CUSTOMER_TYPE_CODES).toEqual({ privat: 1, business: 2 });
  expect([backend.SALUTATIONS, backend.TITLES]).toEqual([portal.SALUTATIONS, portal.TITLES]);
});

/** A country code and BBAN with correct ISO 13616 check digits. */
const withCheckDigits = (country, bban) => {
  const digits = `${bban}${country}00`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return `${country}${String(98 - rest).padStart(2, '0')}${bban}`;
};

test.each([
  ['DE89370400440532013000', null],
  ['de89 3704 0044 0532 0130 00', null],
  ['SO211000001001000100141', null],
  ['OM040280000012345678901', null],
  ['BE68539007547034', null],
  ['DE88370400440532013000', 'Die IBAN ist ungültig (Prüfziffer falsch).'],
  ['DE8937040044053201300', 'Eine IBAN aus diesem Land hat 22 Zeichen.'],
  [withCheckDigits('DE', '37040044053201300A'), 'Die IBAN hat nicht den Aufbau einer IBAN aus diesem Land.'],
  [withCheckDigits('BE', '539007547035'), 'Die IBAN ist ungültig (Prüfziffer der Kontonummer falsch).'],
  [withCheckDigits('MA', '011519000001205000534921'), 'IBANs aus diesem Land werden nicht unterstützt.'],
  ['XX89370400440532013000', 'IBANs aus diesem Land werden nicht unterstützt.'],
  ['DE89-3704-0044-0532-0130-00', 'Die IBAN enthält ungültige Zeichen.'],
  ['', 'Bitte geben Sie eine IBAN ein.'],
])('IBAN %p: the stand-in says %p, the portal agrees', (iban, message) => {
  expect(ibanError(iban)).toBe(message);
  expect(isValidIban(iban)).toBe(message === null);
});

test('BIC via ibantools; demo IBANs are composed with correct check digits', () => {
  expect(checkIbanBic('AT611904300234573201', 'BKAUATWW').valid).toBe(true);
  expect(checkIbanBic('AT611904300234573201', 'BKAUXXWW')).toMatchObject({ valid: false, message: /BIC/ });
  expect(makeIban('DE', '370400440532013000')).toBe('DE89370400440532013000');
  expect(() => makeIban('DE', '1')).toThrow();
});

test('a time in the stand-in’s documents equals the one the portal shows (also across the DST changes)', () => {
  const instants = [
    '2026-03-29T00:59:59Z', // 01:59 CET, the last minute before summer time
    '2026-03-29T01:00:00Z', // 03:00 CEST
    '2026-10-25T00:30:00Z', // 02:30 CEST
    '2026-10-25T01:30:00Z', // 02:30 CET, the hour that repeats
    '2026-12-31T23:15:00Z', // already next year in Berlin
  ];
  for (const instant of instants) expect(berlinDateTime(instant)).toEqual(portalBerlinDateTime(instant));
  expect(berlinDateTime('2026-12-31T23:15:00Z')).toEqual({ date: '01.01.2027', time: '00:15' });
});
