/**
 * THE end of a new minimum term and when an order starts one on an existing contract (TKG § 66 Abs. 3: only with
 * the customer's express agreement). Plain JS with JSDoc so that the stand-in (.mjs, no build step) refuses an order
 * by the same rule the portal asks the customer by. Dates are calendar days yyyy-MM-dd.
 */
import { plusMonths } from './kuendigungsfrist.mjs';

const isDay = (/** @type {unknown} */ s) => typeof s === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(s);

/**
 * The last day of a minimum term of `monate` months that starts on `beginn`: 15.01.2027 + 24 months runs until
 * 14.01.2029. '' when the start or the months are not known.
 * @param {string} beginn
 * @param {number | null | undefined} monate
 */
export function mindestlaufzeitBis(beginn, monate) {
  if (!isDay(beginn) || typeof monate !== 'number' || !Number.isInteger(monate) || monate <= 0) return '';
  const end = plusMonths(beginn, monate);
  const [y, m, d] = end.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
}

/**
 * Does the order start a new minimum term on a contract the customer already has? Then it needs the customer's
 * express agreement to the new end. A new contract beside the old one (a mobile line, a GFPlus line) starts its own
 * term, which is what the customer orders: no separate agreement.
 * @param {{ neueMindestlaufzeit: boolean, neuerVertrag: boolean }} konditionen
 */
export const brauchtZustimmung = ({ neueMindestlaufzeit, neuerVertrag }) => neueMindestlaufzeit && !neuerVertrag;
