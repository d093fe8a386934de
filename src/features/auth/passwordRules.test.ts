import { checkPassword } from './passwordRules';

const open = (pass: string) =>
  checkPassword(pass)
    .rules.filter((rule) => !rule.ok)
    .map((rule) => rule.id);

describe('checkPassword', () => {
  it.each([
    ['', ['length', 'upper', 'lower', 'digit', 'special'], false],
    ['abc', ['length', 'upper', 'digit', 'special'], false],
    ['Winter2026', ['special'], false],
    ['Winter2026!', [], true],
    ['winter2026!', ['upper'], false],
    ['WINTER2026!', ['lower'], false],
    ['Winterzeit!', ['digit'], false],
    ['Wint2026!x', [], true],
    ['Wint2026!', ['length'], false],
    ['Übermut-2026', [], true],
    ['Straße 2026A', ['special'], false],
    ['Demo-2026!', [], true],
  ])('%j: open rules %j, valid %s', (pass, openRules, valid) => {
    expect(open(pass)).toEqual(openRules);
    expect(checkPassword(pass).valid).toBe(valid);
  });

  it('always lists all five rules in the same order', () => {
    expect(checkPassword('x').rules.map((rule) => rule.id)).toEqual(['length', 'upper', 'lower', 'digit', 'special']);
  });
});
