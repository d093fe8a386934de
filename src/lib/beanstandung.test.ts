import {
  beanstandungsfrist,
  imRueckstand,
  SPERR_SCHWELLE_EURO,
  sperrAndrohung,
  sperrRueckstand,
} from './beanstandung.mjs';

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

describe('imRueckstand (what a block for arrears may count)', () => {
  test.each([
    [{ status: 'gemahnt' }, true],
    [{ status: 'offen', dueDate: '2026-11-17' }, true], // past its due date
    [{ status: 'offen', dueDate: '2026-11-17', debitDate: '2026-11-17' }, false], // debited on its date
    [{ status: 'offen', dueDate: '2026-11-10', debitDate: '2026-11-20' }, true], // the debit still to come
    [{ status: 'offen', dueDate: '2026-11-18' }, false], // due today: not yet overdue
    [{ status: 'offen' }, false], // no due date known: never counted on a guess
    [{ status: 'bezahlt', dueDate: '2026-10-17' }, false],
  ])('%j on 2026-11-18 → %s', (rechnung, rueckstand) => {
    expect(imRueckstand(rechnung, '2026-11-18')).toBe(rueckstand);
  });
});

describe('sperrAndrohung (§ 61 Abs. 4–7 TKG: a threatened block, two weeks after the written notice)', () => {
  const am = '2026-11-20';
  test.each([
    // open        disputed  today         → status       arrears  first day     due
    [[128.4], 0, '2026-11-24', 'angedroht', 128.4, '2026-12-04', false],
    [[128.4], 0, '2026-12-03', 'angedroht', 128.4, '2026-12-04', false], // the day before the block may come
    [[128.4], 0, '2026-12-04', 'angedroht', 128.4, '2026-12-04', true], // two weeks after the notice
    [[60, 40], 0, '2026-11-24', 'angedroht', 100, '2026-12-04', false], // exactly the threshold
    [[60, 40], 0.01, '2026-11-24', 'aufgehoben', 99.99, '2026-12-04', false], // a dispute lifts the threat
    [[128.4], 43.1, '2026-12-10', 'aufgehoben', 85.3, '2026-12-04', false], // lifted: never due
    [[128.4], 128.4, '2026-11-24', 'aufgehoben', 0, '2026-12-04', false], // all of it disputed
  ])(
    'open %j, disputed %s, today %s → %s, %s €, from %s, due %s',
    (offen, beanstandet, heute, status, rueckstand, sperreAb, faellig) => {
      expect(sperrAndrohung(am, offen, beanstandet, heute)).toEqual({
        status,
        rueckstand,
        angedrohtAm: am,
        sperreAb,
        faellig,
      });
    },
  );
  test.each([
    ['no notice', null, [128.4]],
    ['an unreadable notice date', '20.11.2026', [128.4]],
    ['nothing owed any more (paid)', am, []],
  ])('%s → no notice', (_, angedrohtAm, offen) => {
    expect(sperrAndrohung(angedrohtAm, offen, 0, '2026-11-24')).toBeNull();
  });
});
