/**
 * THE rules of an invoice dispute (§ 67 TKG) and of a block for arrears (§ 61 Abs. 4–7 TKG), shared by the
 * portal (what it shows) and the stand-in (what it accepts). Plain JS with JSDoc: the stand-in has no build step.
 * Dates are calendar days (yyyy-MM-dd) computed in UTC on the date alone, so no clock change can shift them.
 */

/** A customer may dispute an invoice within eight weeks of its date (the invoice's date stands for its receipt). */
export const BEANSTANDUNG_WOCHEN = 8;

/** A block for arrears needs at least this much owed, disputed amounts left out (§ 61 Abs. 4 TKG). */
export const SPERR_SCHWELLE_EURO = 100;

/** The written notice of a block for arrears comes at least two weeks before it (§ 61 Abs. 4 TKG). */
export const SPERR_ANKUENDIGUNG_TAGE = 14;

/** @param {unknown} s @returns {s is string} */
const isDay = (s) => typeof s === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(s);

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
  if (!isDay(rechnungsdatum) || !isDay(heute)) return { fristEnde: '', offen: false };
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

/**
 * Whether an invoice counts as arrears on `heute`: reminded, or open past its due date without a debit date that
 * has come (a SEPA debit on its date has paid it; an invoice still running to its date is owed, not overdue).
 * @param {{ status: string, dueDate?: string, debitDate?: string }} rechnung @param {string} heute yyyy-MM-dd
 */
export function imRueckstand(rechnung, heute) {
  if (rechnung.status === 'gemahnt') return true;
  if (rechnung.status !== 'offen' || !isDay(rechnung.dueDate) || rechnung.dueDate >= heute) return false;
  return !(isDay(rechnung.debitDate) && rechnung.debitDate <= heute);
}

/**
 * A block announced in writing on `angedrohtAm` (§ 61 Abs. 4–7 TKG): it may start SPERR_ANKUENDIGUNG_TAGE days
 * later at the earliest, and only while the arrears, disputed amounts left out, still reach the threshold.
 * 'angedroht': the threat stands (`faellig` once its first day has come); 'aufgehoben': disputes or payments
 * brought the arrears below the threshold, so the block may not come. null: no notice, or nothing owed any more.
 * @param {string | null | undefined} angedrohtAm yyyy-MM-dd of the written notice
 * @param {number[]} offeneBetraege euros in arrears, one per invoice
 * @param {number} beanstandet euros of those under dispute
 * @param {string} heute yyyy-MM-dd
 * @returns {null | { status: 'angedroht'|'aufgehoben', rueckstand: number, angedrohtAm: string, sperreAb: string,
 *   faellig: boolean }}
 */
export function sperrAndrohung(angedrohtAm, offeneBetraege, beanstandet, heute) {
  if (!isDay(angedrohtAm) || !isDay(heute)) return null;
  if (sperrRueckstand(offeneBetraege, 0).rueckstand === 0) return null;
  const { rueckstand, sperrfaehig } = sperrRueckstand(offeneBetraege, beanstandet);
  const sperreAb = plusDays(angedrohtAm, SPERR_ANKUENDIGUNG_TAGE);
  return {
    status: sperrfaehig ? 'angedroht' : 'aufgehoben',
    rueckstand,
    angedrohtAm,
    sperreAb,
    faellig: sperrfaehig && heute >= sperreAb,
  };
}
