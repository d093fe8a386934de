import { CRITICAL_ACTIONS, needsSecondFactor } from './secondFactorRule';

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
  ] as const)('%s with %j (confirmed until %p) → %p', (action, state, until, asks) => {
    expect(needsSecondFactor(action, state, until, NOW)).toBe(asks);
  });

  test('the critical changes are bank data, e-mail, password and ordering', () => {
    expect([...CRITICAL_ACTIONS].sort()).toEqual(['bankdaten', 'bestellung', 'email', 'passwort']);
  });
});
