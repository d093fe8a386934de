/**
 * THE date a number ported in with a mobile order moves (Anbieterwechsel, § 59 TKG). Pure, plain JS with JSDoc,
 * so that the stand-in answers with the same date the order screen, its confirmation and the PDF name.
 *
 * - „zum Vertragsende“: the number moves on the first working day after the old contract's last day, so that
 *   the customer pays no two contracts for it and is never without it;
 * - „so bald wie möglich“ (the old contract runs on and is paid to its end): the first working day after the
 *   lead time the old provider needs to answer;
 * - never before that lead time either way; numbers move on working days only (no weekend, no holiday of the
 *   project's holiday rules);
 * - the law's promise: the number works at the new provider within one working day of the agreed date
 *   (`spaetestens`);
 * - a contract that ended more than PORTIERUNG_NACH_VERTRAGSENDE_MONATE ago has lost its number (the old provider
 *   keeps it that long after the end), and an end further away than the lead the providers accept cannot be
 *   agreed yet.
 */
import mobilfunk from '../config/mobilfunk.json' with { type: 'json' };
import { holidaysBetween } from './holidayRules.mjs';

export const PORTIERUNG_WANN = /** @type {const} */ (['vertragsende', 'sofort']);
export const PORTIERUNG_VORLAUF_WERKTAGE = mobilfunk.portierungVorlaufWerktage;
export const PORTIERUNG_MAX_VORLAUF_TAGE = mobilfunk.portierungMaxVorlaufTage;
export const PORTIERUNG_NACH_VERTRAGSENDE_MONATE = mobilfunk.portierungNachVertragsendeMonate;

/**
 * @typedef {(typeof PORTIERUNG_WANN)[number]} PortierungWann
 * @typedef {{ termin: string, spaetestens: string, fehler: null }
 *   | { termin: null, spaetestens: null, fehler: 'vertragsendeFehlt' | 'zuWeit' | 'rufnummerVerfallen' }} Portierungstermin
 */

const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** @param {string} key */
const ms = (key) => Date.parse(`${key}T00:00:00Z`);
/** @param {number} t */
const key = (t) => new Date(t).toISOString().slice(0, 10);
/** @param {string} day @param {number} n */
const addDays = (day, n) => key(ms(day) + n * DAY_MS);

/** A working day: Monday to Friday and no holiday. @param {string} day */
export function isWorkingDay(day) {
  const weekday = new Date(ms(day)).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidaysBetween(day, day).has(day);
}

/** The first working day on or after `day`. @param {string} day */
export function workingDayFrom(day) {
  let d = day;
  while (!isWorkingDay(d)) d = addDays(d, 1);
  return d;
}

/** `n` working days after `day` (the day itself not counted). @param {string} day @param {number} n */
export function addWorkingDays(day, n) {
  let d = day;
  for (let left = n; left > 0; left--) d = workingDayFrom(addDays(d, 1));
  return d;
}

/** The same day `months` later (or earlier), clamped to the month's last day. @param {string} day @param {number} months */
function addMonths(day, months) {
  const [y, m, d] = day.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return key(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, last)));
}

/**
 * The porting date of an order placed on `heute` (yyyy-MM-dd, the provider's calendar day).
 * @param {{ wann: PortierungWann, vertragsende?: string | null, heute: string }} input
 * @returns {Portierungstermin}
 */
export function portierungstermin({ wann, vertragsende, heute }) {
  const earliest = addWorkingDays(heute, PORTIERUNG_VORLAUF_WERKTAGE);
  const ok = (/** @type {string} */ termin) => ({ termin, spaetestens: addWorkingDays(termin, 1), fehler: null });
  if (wann === 'sofort') return ok(earliest);
  if (!vertragsende || !DATE.test(vertragsende) || Number.isNaN(ms(vertragsende)))
    return { termin: null, spaetestens: null, fehler: 'vertragsendeFehlt' };
  if (vertragsende > addDays(heute, PORTIERUNG_MAX_VORLAUF_TAGE))
    return { termin: null, spaetestens: null, fehler: 'zuWeit' };
  if (addMonths(vertragsende, PORTIERUNG_NACH_VERTRAGSENDE_MONATE) < heute)
    return { termin: null, spaetestens: null, fehler: 'rufnummerVerfallen' };
  const afterEnd = workingDayFrom(addDays(vertragsende, 1));
  return ok(afterEnd > earliest ? afterEnd : earliest);
}
