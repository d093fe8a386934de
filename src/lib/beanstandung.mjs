/**
 * THE rules of an invoice dispute (§ 67 TKG) and of a block for arrears (§ 61 Abs. 4–7 TKG), shared by the
 * portal (what it shows) and the stand-in (what it accepts). Plain JS with JSDoc: the stand-in has no build step.
 * Dates are calendar days (yyyy-MM-dd) computed in UTC on the date alone, so no clock change can shift them.
 */

/** A customer may dispute an invoice within eight weeks of its date (the invoice's date stands for its receipt). */
export const BEANSTANDUNG_WOCHEN = 8;

/** A block for arrears needs at least this much owed, disputed amounts left out (§ 61 Abs. 4 TKG). */
export const SPERR_SCHWELLE_EURO = 100;

/** @param {string} day yyyy-MM-dd @param {number} n */
function plusDays(day, n) {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/**
 * The last day on which the invoice of `rechnungsdatum` can be disputed, and whether `heute` is on or before it.
 * An unreadable date gives `offen: false` and an empty `fristEnde`: the dispute is never offered on a guess.
 * @param {string} rechnungsdatum yyyy-MM-dd @param {string} heute yyyy-MM-dd
 * @returns {{ fristEnde: string, offen: boolean }}
 */
export function beanstandungsfrist(rechnungsdatum, heute) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(rechnungsdatum ?? '') || !/^\d{4}-\d{2}-\d{2}$/.test(heute ?? ''))
    return { fristEnde: '', offen: false };
  const fristEnde = plusDays(rechnungsdatum, BEANSTANDUNG_WOCHEN * 7);
  return { fristEnde, offen: heute <= fristEnde };
}

/**
 * What a block for arrears may count: the open amounts minus what the customer disputes (never below 0), and
 * whether that reaches the threshold. Sums in cents so that 99.99 + 0.01 is exactly 100.
 * @param {number[]} offeneBetraege euros still owed, one per invoice
 * @param {number} beanstandet euros under dispute
 * @returns {{ rueckstand: number, sperrfaehig: boolean }}
 */
export function sperrRueckstand(offeneBetraege, beanstandet) {
  const cents = (/** @type {number} */ euro) => Math.round((Number.isFinite(euro) ? euro : 0) * 100);
  const offen = offeneBetraege.reduce((sum, euro) => sum + Math.max(0, cents(euro)), 0);
  const rest = Math.max(0, offen - Math.max(0, cents(beanstandet)));
  return { rueckstand: rest / 100, sperrfaehig: rest >= SPERR_SCHWELLE_EURO * 100 };
}
