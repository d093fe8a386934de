import { kuendigungsende, plusMonths, portierungsfrist } from './kuendigungsfrist.mjs';

const HEUTE = '2026-11-28';

describe('kuendigungsende: the notice rule of each reason the law names', () => {
  test.each([
    // reason, contract data, wish → end, earliest, rule, too early
    // ordinary, § 56 TKG: the minimum term's end when the notice reaches it
    [
      'ordentlich',
      { mindestlaufzeitEnde: '2027-08-31', kuendigungsfristMonate: 1 },
      '',
      '2027-08-31',
      'mindestlaufzeit',
      false,
    ],
    // … else the notice after today (a late declaration, or after the minimum term)
    [
      'ordentlich',
      { mindestlaufzeitEnde: '2026-12-15', kuendigungsfristMonate: 1 },
      '',
      '2026-12-28',
      'kuendigungsfrist',
      false,
    ],
    [
      'ordentlich',
      { mindestlaufzeitEnde: '2025-01-31', kuendigungsfristMonate: 3 },
      '',
      '2027-02-28',
      'kuendigungsfrist',
      false,
    ],
    // the public form knows no contract: one month
    ['ordentlich', {}, '', '2026-12-28', 'kuendigungsfrist', false],
    // an earlier wish ends at the earliest end, a later one stands
    ['ordentlich', { mindestlaufzeitEnde: '2027-08-31' }, '2027-01-15', '2027-08-31', 'mindestlaufzeit', false],
    ['ordentlich', { mindestlaufzeitEnde: '2027-08-31' }, '2027-09-30', '2027-09-30', 'mindestlaufzeit', false],
    // § 57 Abs. 1 and Abs. 4 TKG: no notice, also inside the minimum term
    ['vertragsaenderung', { mindestlaufzeitEnde: '2027-08-31' }, '', '2026-11-29', 'ohneFrist', false],
    ['minderleistung', { mindestlaufzeitEnde: '2027-08-31' }, '', '2026-11-29', 'ohneFrist', false],
    ['minderleistung', {}, '2026-12-31', '2026-12-31', 'ohneFrist', false],
    // § 60 Abs. 2 TKG: the move date, or one month after the declaration where that is later
    ['umzug', { umzugsdatum: '2027-02-15', mindestlaufzeitEnde: '2027-08-31' }, '', '2027-02-15', 'umzug', false],
    ['umzug', { umzugsdatum: '2026-12-15', mindestlaufzeitEnde: '2027-08-31' }, '', '2026-12-28', 'umzug', false],
    ['umzug', { umzugsdatum: '2026-12-15' }, '2027-01-31', '2027-01-31', 'umzug', false],
    // a wish before the earliest end is not possible
    ['umzug', { umzugsdatum: '2027-02-15' }, '2027-01-31', '2027-02-15', 'umzug', true],
    ['vertragsaenderung', {}, '2026-11-28', '2026-11-29', 'ohneFrist', true],
    // § 314 BGB: two weeks for the review, or the customer's future day
    ['ausserordentlich', {}, '', '2026-12-12', 'wichtigerGrund', false],
    ['ausserordentlich', {}, '2026-12-01', '2026-12-01', 'wichtigerGrund', false],
    ['ausserordentlich', {}, '2026-11-28', '2026-11-28', 'wichtigerGrund', true],
  ] as const)('%s %o wish %p → ends %s (%s), too early %s', (grund, data, wunschtermin, ende, regel, zuFrueh) => {
    const result = kuendigungsende({ grund, heute: HEUTE, ...data, wunschtermin });
    expect([result.ende, result.regel, result.zuFrueh]).toEqual([ende, regel, zuFrueh]);
  });

  test('months clamp to the month’s end', () => {
    expect(plusMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(plusMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(plusMonths('2026-12-15', 1)).toBe('2027-01-15');
  });
});

describe('portierungsfrist (§ 59 TKG)', () => {
  test('a fixed line up to one month after the end, a mobile number at any time', () => {
    expect(portierungsfrist({ mobil: false, ende: '2026-12-28' })).toEqual({ art: 'bis', bis: '2027-01-28' });
    expect(portierungsfrist({ mobil: true, ende: '2026-12-28' })).toEqual({ art: 'jederzeit' });
  });
});
