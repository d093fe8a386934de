/** @jest-environment node */
import { Secret, TOTP } from 'otpauth';
import {
  browserName,
  newBackupCodes,
  normaliseCode,
  securityOf,
  takeChallenge,
  useSecondFactor,
} from './lib/security.mjs';

const T0 = Date.UTC(2026, 10, 26, 10, 0, 0);
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const code = (at) => new TOTP({ secret: Secret.fromBase32(SECRET) }).generate({ timestamp: at });
const customer = () => {
  const c = { username: 'x', kundendaten: { number: '1' } };
  securityOf(c).totp = { secret: SECRET, modus: 'anmeldung', lastCounter: -1, backup: [] };
  return c;
};

test.each([
  ['abcd-efgh', 'ABCDEFGH'],
  [' 123 456 ', '123456'],
  ['AB CD-EF GH', 'ABCDEFGH'],
  [undefined, ''],
])('normaliseCode(%p) = %p', (input, out) => expect(normaliseCode(input)).toBe(out));

describe('useSecondFactor', () => {
  test('a TOTP code once; the next time step again; one step of drift either way', () => {
    const c = customer();
    expect(useSecondFactor(c, code(T0), T0)).toBe('totp');
    expect(useSecondFactor(c, code(T0), T0)).toBeNull(); // replay
    expect(useSecondFactor(c, code(T0 + 30000), T0 + 30000)).toBe('totp');
    expect(useSecondFactor(c, code(T0 + 90000), T0 + 60000)).toBe('totp'); // device clock 30 s ahead
    expect(useSecondFactor(c, code(T0 + 200000), T0 + 100000)).toBeNull(); // too far off
  });

  test('backup codes: each once, typed in any case and with or without the dash', () => {
    const c = customer();
    const codes = newBackupCodes(c);
    expect(codes).toHaveLength(10);
    expect(codes.every((x) => /^[A-Z2-9]{4}-[A-Z2-9]{4}$/.test(x))).toBe(true);
    expect(useSecondFactor(c, codes[0].toLowerCase().replace('-', ''), T0)).toBe('backup');
    expect(useSecondFactor(c, codes[0], T0)).toBeNull();
    expect(useSecondFactor(c, codes[1], T0)).toBe('backup');
    // the hashes only are kept
    expect(JSON.stringify(c.sicherheit.totp.backup)).not.toContain(codes[2].replace('-', ''));
  });

  test('no two-step login: nothing matches', () => {
    const c = { username: 'y', kundendaten: { number: '2' } };
    expect(useSecondFactor(c, '123456', T0)).toBeNull();
  });
});

describe('takeChallenge', () => {
  test('single use, of its kind, before it expires', () => {
    const m = new Map([
      ['a', { kind: 'anmeldung', expiresAt: T0 + 1000 }],
      ['b', { kind: 'registrierung', expiresAt: T0 + 1000 }],
      ['c', { kind: 'anmeldung', expiresAt: T0 }],
    ]);
    expect(takeChallenge(m, 'a', 'anmeldung', T0)).toEqual({ kind: 'anmeldung', expiresAt: T0 + 1000 });
    expect(takeChallenge(m, 'a', 'anmeldung', T0)).toBeNull();
    expect(takeChallenge(m, 'b', 'anmeldung', T0)).toBeNull();
    expect(m.has('b')).toBe(false); // a wrong use spends it as well
    expect(takeChallenge(m, 'c', 'anmeldung', T0)).toBeNull();
    expect(takeChallenge(m, 'zzz', 'anmeldung', T0)).toBeNull();
  });
});

test.each([
  [
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
    'Chrome unter Linux',
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36 Edg/140.0',
    'Edge unter Windows',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1',
    'Safari unter iOS',
  ],
  ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14.0; rv:130.0) Gecko/20100101 Firefox/130.0', 'Firefox unter macOS'],
  [undefined, 'Unbekannter Browser'],
])('browserName(%p) = %p', (ua, name) => expect(browserName(ua)).toBe(name));
