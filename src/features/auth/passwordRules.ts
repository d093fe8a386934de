/**
 * The password rules, checked on the client as the first line (the same rules the stand-in's
 * user/validate-password applies: at least 10 characters, an upper- and a lower-case letter, a digit and a
 * special character). Pure: the rule list and the field error always describe exactly the value passed in.
 */
export type PasswordRuleId = 'length' | 'upper' | 'lower' | 'digit' | 'special';

export interface PasswordRuleResult {
  id: string;
  ok: boolean;
}

export interface PasswordCheck {
  valid: boolean;
  rules: PasswordRuleResult[];
}

export const PASSWORD_MIN_LENGTH = 10;

const RULES: ReadonlyArray<[PasswordRuleId, (pass: string) => boolean]> = [
  ['length', (p) => p.length >= PASSWORD_MIN_LENGTH],
  ['upper', (p) => /[A-ZÄÖÜ]/.test(p)],
  ['lower', (p) => /[a-zäöüß]/.test(p)],
  ['digit', (p) => /[0-9]/.test(p)],
  // anything that is neither a letter, a digit nor white space counts as special
  ['special', (p) => /[^A-Za-z0-9ÄÖÜäöüß\s]/.test(p)],
];

export function checkPassword(pass: string): PasswordCheck {
  const rules = RULES.map(([id, test]) => ({ id, ok: test(pass) }));
  return { valid: rules.every((rule) => rule.ok), rules };
}
