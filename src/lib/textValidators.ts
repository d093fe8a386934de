/**
 * Field validators of the shared text rule (textRules.mjs, table src/config/fieldRules.json): the
 * same rule the stand-in applies at the door. Its own module, so the login page's first load does not carry it.
 */
import rules from '../config/fieldRules.json';
import { SEPA_CHARACTERS, textProblem, textRule } from './textRules.mjs';
import type { FieldValidator } from './validators';

export type TextKind = keyof typeof rules.KINDS;

/** The field's text under the rule of its kind: a field error (i18n key with max and the SEPA characters). */
export const cleanText =
  (kind: TextKind): FieldValidator =>
  (value) => {
    const rule = textRule(kind);
    const problem = textProblem(value, rule);
    return problem
      ? { key: `common:validation.text.${problem}`, values: { max: rule.max, chars: SEPA_CHARACTERS } }
      : undefined;
  };

/** The longest text of a kind (the field's maxLength, so the browser stops typing there). */
export const maxLengthOf = (kind: TextKind): number => rules.KINDS[kind].max;
