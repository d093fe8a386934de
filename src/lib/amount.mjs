/**
 * German number text written out rather than with Intl, shared by the screen (dates.ts), the PDF writer and the
 * stand-in: a page's first Intl formatter is a long task on a phone, and Node without full ICU data would print
 * differently. dates.test.ts checks the results against Intl's de-DE output.
 */

/**
 * Digits in groups of three, German style: "1234567" → "1.234.567".
 * @param {string} digits
 */
export const groupThousands = (digits) => digits.replace(/\B(?=(\d{3})+$)/g, '.');

/**
 * An amount's text without the currency: 1234.5 → "1.234,50", -5 → "-5,00"; null when not a finite number.
 * Cents come from the shortest decimal form ("1.005e2"), so 1.005 rounds up as on paper (and as Intl does).
 * @param {number} n
 * @returns {string | null}
 */
export function amountDigits(n) {
  if (!Number.isFinite(n)) return null;
  const cents = Math.round(Number(`${Math.abs(n)}e2`));
  if (!Number.isFinite(cents)) return null;
  const sign = n < 0 && cents > 0 ? '-' : '';
  return `${sign}${groupThousands(String(Math.floor(cents / 100)))},${String(cents % 100).padStart(2, '0')}`;
}
