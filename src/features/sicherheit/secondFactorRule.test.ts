import { CRITICAL_ACTIONS, confirmedUntilOf, needsSecondFactor } from './secondFactorRule';

const NOW = Date.UTC(2026, 10, 26, 12, 0, 0);
const off = { aktiv: false, modus: null };
const everyLogin = { aktiv: true, modus: 'anmeldung' as const };
const critical = { aktiv: true, modus: 'kritisch' as const };

describe('needsSecondFactor', () => {
  test.each([
    // action, state, confirmed until, asks
    ['anmeldung', off, null, false],
    ['anmeldung', null, null, false],
    ['anmeldung', everyLogin, null, true],
    ['anmeldung', critical, null, false],
    ['bankdaten', off, null, false],
    ['bankdaten', everyLogin, null, false],
    ['bankdaten', critical, null, true],
    ['bankdaten', critical, NOW + 60_000, false],
    ['bankdaten', critical, NOW, true],
    ['bankdaten', critical, NOW - 1, true],
    ['email', critical, null, true],
    ['passwort', critical, null, true],
    ['bestellung', critical, null, true],
    ['bestellung', everyLogin, null, false],
    ['bestellung', undefined, null, false],
    ['umzug', critical, null, true],
    ['rechnungsadresse', critical, null, true],
    ['rechnungsadresse', everyLogin, null, false],
    // both would let the password alone in: asked in either mode
    ['passkey', everyLogin, null, true],
    ['passkey', critical, null, true],
    ['passkey', critical, NOW + 1, false],
    ['passkey', off, null, false],
    ['zweiFaktorSenken', everyLogin, null, true],
    ['zweiFaktorSenken', everyLogin, NOW + 1, false],
  ] as const)('%s with %j (confirmed until %p) → %p', (action, state, until, asks) => {
    expect(needsSecondFactor(action, state, until, NOW)).toBe(asks);
  });

  test('the step-up table (shared with the stand-in) names every action that asks', () => {
    expect([...CRITICAL_ACTIONS].sort()).toEqual([
      'bankdaten',
      'bestellung',
      'datenauskunft',
      'email',
      'passkey',
      'passwort',
      'rechnungsadresse',
      'sim',
      'umzug',
      'zweiFaktorSenken',
    ]);
  });

  test('the confirmation ends at the later of the question’s and the session’s end', () => {
    expect(confirmedUntilOf(null, undefined)).toBeNull();
    expect(confirmedUntilOf('2026-11-26T12:05:00Z', null)).toBe(Date.UTC(2026, 10, 26, 12, 5));
    expect(confirmedUntilOf('2026-11-26T12:05:00Z', '2026-11-26T12:07:00Z')).toBe(Date.UTC(2026, 10, 26, 12, 7));
    expect(confirmedUntilOf('kein Datum')).toBeNull();
  });
});
