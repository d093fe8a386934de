import { beanstandungsfrist, SPERR_SCHWELLE_EURO, sperrRueckstand } from './beanstandung.mjs';

describe('beanstandungsfrist (§ 67 TKG: eight weeks from the invoice)', () => {
  test.each([
    // invoice date   today         last day      open
    ['2026-11-03', '2026-11-03', '2026-12-29', true],
    ['2026-11-03', '2026-12-29', '2026-12-29', true], // the last day itself
    ['2026-11-03', '2026-12-30', '2026-12-29', false],
    ['2026-12-20', '2027-02-14', '2027-02-14', true], // across the turn of the year
    ['2028-01-10', '2028-03-06', '2028-03-06', true], // across February of a leap year
    ['2026-03-20', '2026-05-15', '2026-05-15', true], // across the change to summer time
    ['', '2026-11-03', '', false], // an unreadable date never opens a dispute
    ['03.11.2026', '2026-11-03', '', false],
  ])('invoice of %s, today %s → until %s, open %s', (datum, heute, fristEnde, offen) => {
    expect(beanstandungsfrist(datum, heute)).toEqual({ fristEnde, offen });
  });
});

describe('sperrRueckstand (§ 61 Abs. 4 TKG: disputed amounts left out of a block)', () => {
  test.each([
    // open amounts       disputed  → arrears  block possible
    [[120], 0, 120, true],
    [[120], 30, 90, false], // the dispute brings it below the threshold
    [[60, 40], 0, 100, true], // exactly the threshold
    [[99.99, 0.01], 0, 100, true], // cents add up exactly
    [[60, 40], 0.01, 99.99, false],
    [[50], 80, 0, false], // never below zero
    [[], 0, 0, false],
    [[-20, 130], 0, 130, true], // a credit is not set off against the arrears
    [[Number.NaN, 150], 0, 150, true],
  ])('open %j, disputed %s → %s, block %s', (offen, beanstandet, rueckstand, sperrfaehig) => {
    expect(sperrRueckstand(offen, beanstandet)).toEqual({ rueckstand, sperrfaehig });
  });
  test('the threshold is 100 €', () => expect(SPERR_SCHWELLE_EURO).toBe(100));
});
