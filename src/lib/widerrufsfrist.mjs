/**
 * THE withdrawal period of an order (Art. 11a VRRL / § 355 Abs. 2, § 356 BGB): 14 days from the conclusion of
 * the contract. The day of conclusion is not counted (§ 187 Abs. 1 BGB), the period ends at the end of the
 * 14th day (§ 188 Abs. 1 BGB), days are calendar days in the customer's time zone (Europe/Berlin, passed in by
 * both callers from the shared constants). Plain JS with JSDoc so that the stand-in (.mjs, no build step)
 * applies the same rule as the portal. Not applied: a shift of the end to the next working day (§ 193 BGB);
 * see docs (open legal question).
 */

export const WIDERRUFSFRIST_TAGE = 14;

/** @type {Map<string, Intl.DateTimeFormat>} */
const formatters = new Map();

/**
 * The calendar day (yyyy-MM-dd) of an instant in a time zone.
 * @param {string | number | Date} instant @param {string} timeZone
 */
export function dayIn(instant, timeZone) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, f);
  }
  const parts = f.formatToParts(new Date(instant));
  const part = (/** @type {string} */ type) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * yyyy-MM-dd plus n calendar days (UTC arithmetic on the date alone: no clock change can shift it).
 * @param {string} day @param {number} n
 */
function plusDays(day, n) {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** Whole calendar days from day a to day b (yyyy-MM-dd). @param {string} a @param {string} b */
function daysBetween(a, b) {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86400000);
}

/**
 * The period of an order concluded at `abschluss` as seen at `jetzt`.
 * `fristEnde`: the last day on which a withdrawal is in time (yyyy-MM-dd, customer time zone); `offen`: `jetzt`
 * is on or before that day; `restTage`: days left after today (0 on the last day, negative after it).
 * An unreadable instant gives `offen: false` and an empty `fristEnde` (the function is never offered on a guess).
 * @param {string | number | Date} abschluss @param {string | number | Date} jetzt @param {string} timeZone
 * @returns {{ fristEnde: string, offen: boolean, restTage: number }}
 */
export function widerrufsfrist(abschluss, jetzt, timeZone) {
  if (Number.isNaN(new Date(abschluss).getTime()) || Number.isNaN(new Date(jetzt).getTime()))
    return { fristEnde: '', offen: false, restTage: -1 };
  const fristEnde = plusDays(dayIn(abschluss, timeZone), WIDERRUFSFRIST_TAGE);
  const restTage = daysBetween(dayIn(jetzt, timeZone), fristEnde);
  return { fristEnde, offen: restTage >= 0, restTage };
}
