/**
 * The Leitweg-ID, the routing id a public-sector buyer gives for its e-invoices (KoSIT, Format-Spezifikation
 * Leitweg-ID 2.0.2): a coarse address of 2 to 12 digits, an optional fine address of up to 30 letters or digits and a
 * two-digit check number (ISO 7064 MOD 97-10 over both, letters counted A = 10 … Z = 35), joined by hyphens, e.g.
 * „991-33333TEST-33“. Shared by the portal's form and the stand-in, which refuses what the form refuses.
 */

const FORMAT = /^(\d{2,12})(?:-([0-9A-Z]{1,30}))?-(\d{2})$/;

/** @param {string} text */
const asDigits = (text) => text.replace(/[A-Z]/g, (ch) => String(ch.charCodeAt(0) - 55));

/**
 * The remainder of a long digit string modulo 97 (read piecewise: the number is too long for a double).
 * @param {string} digits
 */
function mod97(digits) {
  let rest = 0;
  for (let i = 0; i < digits.length; i += 7) rest = Number(`${rest}${digits.slice(i, i + 7)}`) % 97;
  return rest;
}

/**
 * What is wrong with a Leitweg-ID: null when it is well-formed and its check number fits, 'format' or 'pruefziffer'.
 * Letters are compared as capitals (the format allows only those; a typed small letter is meant the same).
 * @param {string} value
 * @returns {null | 'format' | 'pruefziffer'}
 */
export function leitwegIdFehler(value) {
  const m = FORMAT.exec(value.trim().toUpperCase());
  if (!m) return 'format';
  return mod97(asDigits(`${m[1]}${m[2] ?? ''}${m[3]}`)) === 1 ? null : 'pruefziffer';
}

/** The Leitweg-ID as it is stored and sent (trimmed, capitals). @param {string} value */
export const normalizeLeitwegId = (value) => value.trim().toUpperCase();
