import { produkteSignalPositive, technologyVerdict } from './techSignals';

const none = { flag: null, technologien: null, produkte: null, umzugCode: null };

describe('technology upgrade signals (spec §3, §4, §7), one place', () => {
  it.each([
    ['flag true', { ...none, flag: true }, true],
    ['flag false', { ...none, flag: false }, false],
    ['technology listed (any case)', { ...none, technologien: ['FTTH'] }, true],
    ['other technology listed', { ...none, technologien: ['l2-bsa-ugglas'] }, false],
    ['availability code 4', { ...none, umzugCode: 4 as const }, true],
    ['availability code 1', { ...none, umzugCode: 1 as const }, false],
    ['non-empty product list', { ...none, produkte: 2 }, true],
    ['empty product list', { ...none, produkte: 0 }, false],
    ['flag false but code 4: any positive signal counts', { ...none, flag: false, umzugCode: 4 as const }, true],
    ['no signal at all', none, null],
  ])('technology answer: %s → %p', (_name, answer, verdict) => {
    expect(technologyVerdict(answer, 'ftth')).toBe(verdict);
  });
  it.each([
    [{ umzugWechsel: { code: 4 }, produkte: [] }, true],
    [{ umzugWechsel: { code: 1 }, produkte: [{}] }, true],
    [{ umzugWechsel: { code: 1 }, produkte: [] }, false],
    [{ umzugWechsel: { code: null }, produkte: [] }, false],
  ])('GET produkte (technologie/techwechsel) %p → %p', (answer, positive) => {
    expect(produkteSignalPositive(answer)).toBe(positive);
  });
});
