import {
  MULTI_SIM_MAX,
  SCHUTZ_WARTEZEIT_STUNDEN,
  multiSimEntfernbar,
  multiSimMoeglich,
  SIM_ACTIONS,
  SIM_STATUS,
  nextSimStatus,
  simActionAllowed,
  simRequirement,
  wartezeitEnde,
} from './simRules.mjs';

describe('SIM state machine: aktiv → gesperrt → wird_ersetzt → ersetzt', () => {
  // state, action, kind → next state (null: refused)
  test.each([
    ['aktiv', 'sperren', 'sim', 'gesperrt'],
    ['aktiv', 'entsperren', 'sim', null],
    ['aktiv', 'pinPuk', 'sim', 'aktiv'],
    ['aktiv', 'esimUebertragen', 'esim', 'aktiv'],
    ['aktiv', 'esimUebertragen', 'sim', null], // a plastic card cannot be moved as a profile
    ['aktiv', 'ersatzBestellen', 'sim', 'wird_ersetzt'],
    ['aktiv', 'portierungAus', 'sim', 'aktiv'],
    ['gesperrt', 'sperren', 'sim', null],
    ['gesperrt', 'entsperren', 'sim', 'aktiv'],
    ['gesperrt', 'pinPuk', 'sim', 'gesperrt'],
    ['gesperrt', 'esimUebertragen', 'esim', 'aktiv'], // the lost phone's profile dies, the new phone gets one
    ['gesperrt', 'ersatzBestellen', 'sim', 'wird_ersetzt'],
    ['gesperrt', 'portierungAus', 'sim', null],
    ['wird_ersetzt', 'sperren', 'sim', null],
    ['wird_ersetzt', 'entsperren', 'sim', null],
    ['wird_ersetzt', 'pinPuk', 'sim', null],
    ['wird_ersetzt', 'esimUebertragen', 'esim', null],
    ['wird_ersetzt', 'ersatzBestellen', 'sim', null],
    ['ersetzt', 'sperren', 'sim', null],
    ['ersetzt', 'pinPuk', 'esim', null],
  ] as const)('%s + %s (%s) → %s', (status, action, art, next) => {
    expect(nextSimStatus(status, action, art)).toBe(next);
    expect(simActionAllowed(status, action, art)).toBe(next !== null);
  });

  test('a spent SIM allows nothing', () => {
    for (const action of SIM_ACTIONS) {
      expect(simActionAllowed('ersetzt', action, 'esim')).toBe(false);
      expect(simActionAllowed('ersetzt', action, 'sim')).toBe(false);
    }
    expect(SIM_STATUS).toEqual(['aktiv', 'gesperrt', 'wird_ersetzt', 'ersetzt']);
  });
});

describe('what an action needs, with and without the lock against SIM swaps', () => {
  // action, lock on → second factor, waiting period
  test.each([
    ['sperren', false, false, false],
    ['sperren', true, false, false], // blocking only protects: never delayed
    ['entsperren', false, true, false],
    ['entsperren', true, true, false],
    ['pinPuk', false, true, false],
    ['pinPuk', true, true, false],
    ['esimUebertragen', false, true, false],
    ['esimUebertragen', true, true, true],
    ['ersatzBestellen', false, true, false],
    ['ersatzBestellen', true, true, true],
    ['portierungAus', false, true, false],
    ['portierungAus', true, true, true],
    ['schutzAn', false, true, false],
    ['schutzAus', true, true, true], // switching it off needs the same as what it protects
  ] as const)('%s, lock %s → second factor %s, wait %s', (action, lock, zweiterFaktor, wartezeit) => {
    expect(simRequirement(action, lock)).toEqual({ zweiterFaktor, wartezeit });
  });

  test('the wait is 24 hours', () => {
    expect(SCHUTZ_WARTEZEIT_STUNDEN).toBe(24);
    const start = Date.parse('2026-03-28T12:00:00Z'); // the night summer time begins: still 24 real hours
    expect(new Date(wartezeitEnde(start)).toISOString()).toBe('2026-03-29T12:00:00.000Z');
  });
});

describe('MultiSIM: at most two, only a MultiSIM can be taken away', () => {
  const sim = (multiSim: boolean, status: 'aktiv' | 'gesperrt' | 'wird_ersetzt' | 'ersetzt' = 'aktiv') => ({
    multiSim,
    status,
  });
  // the SIMs of the contract → one more allowed
  test.each([
    [[sim(false)], true],
    [[sim(false), sim(true)], true],
    [[sim(false), sim(true), sim(true)], false],
    [[sim(false), sim(true), sim(true, 'gesperrt')], false], // a blocked card still counts
    [[sim(false), sim(true), sim(true, 'ersetzt')], true], // a spent one does not
  ])('%j → %s', (sims, moeglich) => {
    expect(MULTI_SIM_MAX).toBe(2);
    expect(multiSimMoeglich(sims)).toBe(moeglich);
  });

  test.each([
    [sim(true), true],
    [sim(true, 'gesperrt'), true],
    [sim(true, 'ersetzt'), false],
    [sim(false), false], // the number's own card
  ])('%j can be taken away: %s', (s, ok) => expect(multiSimEntfernbar(s)).toBe(ok));

  test.each([
    ['multiSimHinzu', false, true, false],
    ['multiSimHinzu', true, true, true], // a new card on the number: the lock's wait
    ['multiSimEntfernen', true, false, false],
  ] as const)('%s, lock %s → second factor %s, wait %s', (action, lock, zweiterFaktor, wartezeit) => {
    expect(simRequirement(action, lock)).toEqual({ zweiterFaktor, wartezeit });
  });
});
