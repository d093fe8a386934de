import { PORTIERUNG_VORLAUF_WERKTAGE, addWorkingDays, isWorkingDay, portierungstermin } from './portierungstermin.mjs';

describe('the porting dates (§ 59 TKG): contract end or as soon as possible, working days only', () => {
  // when, old contract's end, order day → the day the number moves, the latest day it works (one working day on)
  test.each([
    ['sofort', null, '2026-11-23', '2026-11-26', '2026-11-27'], // Monday: three working days of lead
    ['sofort', null, '2026-11-27', '2026-12-02', '2026-12-03'], // Friday: the weekend does not count
    ['sofort', null, '2026-11-28', '2026-12-02', '2026-12-03'], // ordered on a Saturday
    ['sofort', null, '2026-12-21', '2026-12-28', '2026-12-29'], // 24, 25, 26 Dec and the weekend
    ['vertragsende', '2026-12-31', '2026-11-28', '2027-01-04', '2027-01-05'], // New Year, then a weekend
    ['vertragsende', '2027-01-31', '2026-11-28', '2027-02-01', '2027-02-02'], // ends on a Sunday: Monday
    ['vertragsende', '2026-04-02', '2026-03-02', '2026-04-07', '2026-04-08'], // Easter: Good Friday to Monday
    ['vertragsende', '2026-10-02', '2026-09-28', '2026-10-05', '2026-10-06'], // 3 Oct on a Saturday
    ['vertragsende', '2026-11-30', '2026-11-28', '2026-12-02', '2026-12-03'], // ends too soon: the lead wins
    ['vertragsende', '2026-11-01', '2026-11-28', '2026-12-02', '2026-12-03'], // ended weeks ago: still its number
  ] as const)('%s, end %s, ordered %s → %s (latest %s)', (wann, vertragsende, heute, termin, spaetestens) => {
    expect(portierungstermin({ wann, vertragsende, heute })).toEqual({ termin, spaetestens, fehler: null });
    expect(isWorkingDay(termin)).toBe(true);
  });

  test.each([
    ['vertragsende', '', '2026-11-28', 'vertragsendeFehlt'],
    ['vertragsende', '31.12.2026', '2026-11-28', 'vertragsendeFehlt'],
    ['vertragsende', '2027-04-30', '2026-11-28', 'zuWeit'], // more than 120 days ahead
    ['vertragsende', '2026-10-27', '2026-11-28', 'rufnummerVerfallen'], // more than a month after the end
  ] as const)('%s, end %s, ordered %s → %s', (wann, vertragsende, heute, fehler) => {
    expect(portierungstermin({ wann, vertragsende, heute })).toEqual({ termin: null, spaetestens: null, fehler });
  });

  test('working days: no weekend, no holiday', () => {
    expect(PORTIERUNG_VORLAUF_WERKTAGE).toBe(3);
    expect(isWorkingDay('2026-11-28')).toBe(false); // Saturday
    expect(isWorkingDay('2026-10-03')).toBe(false);
    expect(isWorkingDay('2026-12-24')).toBe(false);
    expect(addWorkingDays('2026-12-23', 1)).toBe('2026-12-28');
  });
});
