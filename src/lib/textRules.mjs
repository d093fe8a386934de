/**
 * Clean data at the door: one rule for the texts customers type into names, addresses, the account
 * holder and free texts, used by the portal's field validators and by the stand-in's input check
 * (test/backend/lib/input.mjs). Plain JS with JSDoc, so the stand-in imports it as it is. The table of fields
 * and their limits is src/config/fieldRules.json.
 *
 * Refused everywhere: control and format characters (NUL, bidi overrides and isolates, zero-width characters;
 * line breaks and tabs only in multi-line texts), unpaired surrogates, private-use and unassigned code points,
 * emoji and pictographs, and < > (nothing is stored that a screen or a downstream system would have to escape).
 * The account holder takes only the SEPA character set (EPC basic Latin with the German banks' DK extension:
 * umlauts, ß, & * $ %), at most 70 characters.
 */
import rules from '../config/fieldRules.json' with { type: 'json' };

/** @typedef {'tooLong' | 'control' | 'emoji' | 'markup' | 'charset'} TextProblem */
/** @typedef {{ max: number, multiline?: boolean, charset?: 'sepa' }} TextRule */

const SEPA = /^[A-Za-z0-9ÄÖÜäöüß/\-?:().,'+ &*$%]*$/u;
/** control (Cc) and format (Cf) characters, line/paragraph separators, private use, unassigned, surrogates */
const CONTROL = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\u2028\u2029]/u;
const CONTROL_MULTILINE = /(?![\t\n\r])[\p{Cc}\p{Cf}\p{Co}\p{Cn}\u2028\u2029]/u;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const EMOJI = /[\p{Extended_Pictographic}\p{Emoji_Presentation}\u{1F1E6}-\u{1F1FF}]|\u{FE0F}/u;
const MARKUP = /[<>]/;

/** @type {Record<string, TextRule>} */
const KINDS = /** @type {any} */ (rules.KINDS);
/** @type {Record<string, string>} */
const FIELDS = rules.FIELDS;

/**
 * The rule of a field by its name (the backends' names: accountHolder, invoiceCity, …), or null.
 * @param {string} field @returns {TextRule | null}
 */
export function textRuleFor(field) {
  const kind = Object.hasOwn(FIELDS, field) ? FIELDS[field] : null;
  return kind ? KINDS[kind] : null;
}

/**
 * The rule of a kind of field (holder, name, company, street, houseNumber, city, reference, reason, freeText).
 * @param {string} kind @returns {TextRule}
 */
export function textRule(kind) {
  return KINDS[kind];
}

/**
 * The first problem of a typed text under its rule, or null. Length counts code points (an umlaut is one).
 * @param {unknown} value @param {TextRule} rule @returns {TextProblem | null}
 */
export function textProblem(value, rule) {
  if (typeof value !== 'string' || value === '') return null;
  if (LONE_SURROGATE.test(value)) return 'control';
  if ((rule.multiline ? CONTROL_MULTILINE : CONTROL).test(value)) return 'control';
  if (EMOJI.test(value)) return 'emoji';
  if (MARKUP.test(value)) return 'markup';
  if (rule.charset === 'sepa' && !SEPA.test(value)) return 'charset';
  if ([...value].length > rule.max) return 'tooLong';
  return null;
}

/** The characters the account holder may hold, as customers read them. */
export const SEPA_CHARACTERS = rules.SEPA_CHARACTERS;

/**
 * The stand-in's German message for a problem in a field (the portal has its own i18n texts).
 * @param {TextProblem} problem @param {string} label @param {TextRule} rule
 */
export function germanTextMessage(problem, label, rule) {
  switch (problem) {
    case 'tooLong':
      return `Die Eingabe im Feld „${label}“ ist zu lang (höchstens ${rule.max} Zeichen).`;
    case 'charset':
      return `Im Feld „${label}“ sind nur diese Zeichen erlaubt: ${SEPA_CHARACTERS}.`;
    case 'emoji':
      return `Das Feld „${label}“ darf keine Emojis oder Bildzeichen enthalten.`;
    case 'markup':
      return `Das Feld „${label}“ darf die Zeichen < und > nicht enthalten.`;
    default:
      return `Das Feld „${label}“ enthält unsichtbare Steuer- oder Richtungszeichen. Bitte geben Sie es neu ein.`;
  }
}
