/**
 * THE Auftragsschlüssel: the unguessable key of an order a customer can withdraw from, given in the order
 * confirmation (screen and e-mail) and in Meine Aufträge. The public withdrawal asks for it instead of the
 * order number, which counts up and names nobody's order in secret. 12 characters of Crockford's base32
 * (60 random bits) in groups of four; typed in any case, with or without hyphens and spaces, and with O/I/L read as
 * 0/1/1, as a person copies it from a letter. Plain JS with JSDoc: the stand-in (.mjs) and the portal share it.
 */

/** Crockford's base32: no I, L, O, U (nothing to confuse with 1, 0 or V). */
export const SCHLUESSEL_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const SCHLUESSEL_LAENGE = 12;

/**
 * The key as it is compared: upper case, without separators, O→0, I/L→1 ('' for anything that is no text).
 * @param {unknown} typed @returns {string}
 */
export function normalizeSchluessel(typed) {
  if (typeof typed !== 'string') return '';
  return typed
    .toUpperCase()
    .replace(/[\s-]+/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
}

/** Whether a typed key has the key's form (12 characters of the alphabet once normalized). @param {unknown} typed */
export function isSchluessel(typed) {
  const key = normalizeSchluessel(typed);
  return key.length === SCHLUESSEL_LAENGE && [...key].every((c) => SCHLUESSEL_ALPHABET.includes(c));
}

/** The key in groups of four, as it is printed: „K7QM-2XHD-9RTA“. @param {string} key */
export function formatSchluessel(key) {
  return normalizeSchluessel(key).replace(/(.{4})(?=.)/g, '$1-');
}

/**
 * A new key from a cryptographic random source (Web Crypto: the browser and Node alike).
 * @returns {string} printed form
 */
export function newSchluessel() {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(SCHLUESSEL_LAENGE));
  // 256 is a multiple of 32: every character is equally likely
  return formatSchluessel(Array.from(bytes, (b) => SCHLUESSEL_ALPHABET[b % 32]).join(''));
}
