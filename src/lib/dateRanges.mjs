/**
 * THE date ranges of the writes (src/config/dateRanges.json): one valibot schema per call checks every date it
 * takes, relative to today in the customer's time zone. A date outside its range (the year 9999 typed for 2029,
 * 1926 for 2026) is refused with a German message naming the field, before anything is stored. The stand-in checks
 * each call's body with `checkDates`; the portal's date fields take their bounds from `dateBounds`, so the picker
 * offers what the server accepts. Plain JS with JSDoc: the stand-in (.mjs) and the portal share it.
 */
import * as v from 'valibot';
import ranges from '../config/dateRanges.json' with { type: 'json' };

/** @typedef {{ tage?: number, monate?: number, jahre?: number }} Abstand */
/** @typedef {{ label: string, von: Abstand, bis: Abstand }} Bereich */
/** @typedef {'bankverbindung' | 'umzug' | 'bestellung' | 'kuendigung'} DatumsAufruf */

/** @param {number} n */
const pad = (n) => String(n).padStart(2, '0');
/** @param {Date} d */
const iso = (d) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
/** @param {string} day */
const german = (day) => day.split('-').reverse().join('.');
/** the table without its note */
const TABLE = /** @type {Record<string, Record<string, Bereich>>} */ (/** @type {unknown} */ (ranges));

/**
 * The day `abstand` away from `heute` (yyyy-MM-dd); months and years keep the day, or the month's last one.
 * @param {string} heute @param {Abstand} abstand
 */
export function shiftDay(heute, { tage = 0, monate = 0, jahre = 0 }) {
  const [y, m, d] = heute.split('-').map(Number);
  const months = m - 1 + monate + jahre * 12;
  const first = new Date(Date.UTC(y, months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last) + tage);
  return iso(first);
}

/**
 * The first and last day a call's date field takes (yyyy-MM-dd), or null for a field without a range.
 * @param {DatumsAufruf} aufruf @param {string} feld @param {string} heute yyyy-MM-dd
 * @returns {{ min: string, max: string, label: string } | null}
 */
export function dateBounds(aufruf, feld, heute) {
  /** @type {Bereich | undefined} */
  const bereich = TABLE[aufruf]?.[feld];
  if (!bereich) return null;
  return { min: shiftDay(heute, bereich.von), max: shiftDay(heute, bereich.bis), label: bereich.label };
}

const REAL_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The schema of one call's dates at `heute`: each of its date fields, when present, is a real day in its range.
 * Other fields pass (each route checks them); whether a date is required is the route's rule.
 * @param {DatumsAufruf} aufruf @param {string} heute
 */
export function datesSchema(aufruf, heute) {
  const fields = Object.keys(TABLE[aufruf] ?? {});
  const entries = fields.map((feld) => {
    const { min, max, label } = /** @type {{ min: string, max: string, label: string }} */ (
      dateBounds(aufruf, feld, heute)
    );
    const format = `Bitte geben Sie für „${label}“ ein gültiges Datum (JJJJ-MM-TT) an.`;
    const schema = v.pipe(
      v.string(format),
      v.regex(REAL_DAY, format),
      v.check((day) => iso(new Date(`${day}T00:00:00Z`)) === day, format),
      v.check(
        (day) => day >= min && day <= max,
        `Das Datum „${label}“ muss zwischen dem ${german(min)} und dem ${german(max)} liegen.`,
      ),
    );
    // an empty optional date is no date (the route decides whether it is needed)
    return [
      feld,
      v.optional(v.union([v.literal(''), v.null(), schema], (issue) => issue.issues?.at(-1)?.message ?? format)),
    ];
  });
  return v.looseObject(Object.fromEntries(entries));
}

/**
 * The German message of the first date outside its range in a call's body, or undefined when all fit.
 * @param {DatumsAufruf} aufruf @param {unknown} body @param {string} heute
 */
export function dateProblem(aufruf, body, heute) {
  const result = v.safeParse(datesSchema(aufruf, heute), body ?? {});
  return result.success ? undefined : result.issues[0].message;
}
