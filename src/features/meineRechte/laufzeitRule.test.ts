import { letzterKuendigungstag } from './laufzeitRule';

describe('letzterKuendigungstag (§ 57 Abs. 3 TKG: the notice names the last day to cancel)', () => {
  test.each([
    // term end      notice  today         → result
    ['2027-03-31', 1, '2026-11-28', { art: 'bis', tag: '2027-02-28' }],
    ['2027-03-31', 3, '2026-11-28', { art: 'bis', tag: '2026-12-31' }],
    ['2027-02-28', 1, '2026-11-28', { art: 'bis', tag: '2027-01-31' }], // a month's notice from 31.01. ends 28.02.
    ['2026-12-31', 1, '2026-11-30', { art: 'bis', tag: '2026-11-30' }], // today is the last day
    ['2026-12-31', 1, '2026-12-01', { art: 'jederzeit', monate: 1 }], // too late for the term: any time after it
    ['2025-06-30', null, '2026-11-28', { art: 'jederzeit', monate: 1 }], // the term is over; no notice given: 1 month
    ['', 1, '2026-11-28', null],
  ] as const)(
    'term ends %s, %s month(s) notice, today %s',
    (mindestlaufzeitEnde, kuendigungsfristMonate, heute, result) => {
      expect(letzterKuendigungstag({ mindestlaufzeitEnde, kuendigungsfristMonate, heute })).toEqual(result);
    },
  );
});
