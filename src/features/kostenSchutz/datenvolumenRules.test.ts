import { anteil, prozent, volumenHinweis, volumenText } from './datenvolumenRules';

describe('the data meter’s notice (TKTransparenzV §§ 9, 10)', () => {
  test.each([
    // used   included  notice on  → notice      per cent
    [0, 10240, true, null, 0],
    [8191, 10240, true, null, 79],
    [8192, 10240, true, 'achtzig', 80], // exactly 80 %
    [8192, 10240, false, null, 80], // switched off: no 80 % notice
    [10239, 10240, true, 'achtzig', 99],
    [10240, 10240, true, 'voll', 100],
    [10240, 10240, false, 'voll', 100], // 100 % is always told: the tariff slows down
    [12000, 10240, true, 'voll', 100], // more than included counts as full
    [500, 0, true, null, null], // no volume known
    [null, 10240, true, null, null],
    [-5, 10240, true, null, null],
  ] as const)('%s of %s MB, notice %s → %s (%s %)', (verbrauchtMb, inklusivMb, hinweis80, hinweis, pct) => {
    const zaehler = { verbrauchtMb, inklusivMb, hinweis80 };
    expect(volumenHinweis(zaehler)).toBe(hinweis);
    expect(prozent(zaehler)).toBe(pct);
  });

  test('share and text', () => {
    expect(anteil({ verbrauchtMb: 5120, inklusivMb: 10240, hinweis80: true })).toBe(0.5);
    expect(volumenText(8806)).toBe('8,6 GB');
    expect(volumenText(10240)).toBe('10 GB');
    expect(volumenText(300)).toBe('300 MB');
  });
});
