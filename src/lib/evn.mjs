/**
 * THE rule of the itemised bill's call list (Einzelverbindungsnachweis, § 65 TKG, § 11 TDDDG), applied where the
 * list is built: by the stand-in (and the provider's backend) before any call leaves the server, so no screen
 * can show more than the customer chose. Plain JS with JSDoc: the stand-in has no build step.
 *
 * - 'keiner': no call list at all (the month's total stays on the invoice);
 * - 'gekuerzt': each dialled number with its last three digits replaced by „xxx“;
 * - 'vollstaendig': the full numbers (only after the declaration in text form);
 * - in every choice, calls to the counselling services the regulator lists are left out: a co-user reading
 *   the bill must not learn of them.
 */

/** @typedef {'keiner' | 'gekuerzt' | 'vollstaendig'} EvnArt */

/** @type {readonly ['keiner', 'gekuerzt', 'vollstaendig']} */
export const EVN_ARTEN = ['keiner', 'gekuerzt', 'vollstaendig'];

/** What a contract has until the customer chooses: shortened numbers. @type {EvnArt} */
export const EVN_STANDARD = 'gekuerzt';

/**
 * A dialled number with its last three digits replaced by „x“, spaces and signs kept; a number that already ends
 * in „xxx“ stays as it is (a list shortened by the server is not shortened twice).
 * @param {string} number
 */
export function kuerzeRufnummer(number) {
  const trimmed = String(number ?? '').trim();
  // the usual case, digits only: a fleet's call list has tens of thousands
  if (/^\d{3,}$/.test(trimmed)) return `${trimmed.slice(0, -3)}xxx`;
  if (/x\s*x\s*x$/i.test(trimmed)) return trimmed;
  const chars = [...trimmed];
  let digitsSeen = 0;
  for (let i = chars.length - 1; i >= 0 && digitsSeen < 3; i -= 1) {
    if (/\d/.test(chars[i])) {
      chars[i] = 'x';
      digitsSeen += 1;
    }
  }
  return chars.join('');
}

/**
 * A number as digits in national form, for comparing: "+49 800 111 0111" and "0800 1110111" are the same.
 * @param {string} number
 */
export function nationaleZiffern(number) {
  if (/^(?!0049)\d+$/.test(number)) return number;
  const digits = String(number ?? '')
    .trim()
    .replace(/^\+/, '00')
    .replace(/\D/g, '');
  return digits.startsWith('0049') ? `0${digits.slice(4)}` : digits;
}

/**
 * The calls as the itemised bill may show them.
 * @template {{ number: string }} C
 * @param {readonly C[]} calls
 * @param {EvnArt | string} art the contract's choice; an unknown one counts as shortened
 * @param {readonly string[]} beratungsstellen the counselling numbers (the regulator's list)
 * @returns {C[]}
 */
export function evnVerbindungen(calls, art, beratungsstellen) {
  if (art === 'keiner') return [];
  const geschuetzt = new Set(beratungsstellen.map(nationaleZiffern));
  const voll = art === 'vollstaendig';
  return calls
    .filter((c) => !geschuetzt.has(nationaleZiffern(c.number)))
    .map((c) => (voll ? c : { ...c, number: kuerzeRufnummer(c.number) }));
}
