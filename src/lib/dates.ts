/**
 * THE date and currency formatting module of the portal (spec §5, §9): every date shown is dd.MM.yyyy
 * (or '-' when empty), every date sent is yyyy-MM-dd. Nothing else in the code formats dates or money.
 *
 * Written without date-fns on purpose: this module is on every page, and date-fns' `format` drags in its
 * default locale. German month names come from Intl, so no date-fns locale reaches the main bundle.
 * All calendar dates are local dates at midnight (what the picker produces), never UTC instants.
 */

import { CUSTOMER_CLOCK } from '../config/constants';
import { amountDigits, groupThousands } from './amount.mjs';
import { onFirstUse } from './onFirstUse';

const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n));
const pad4 = (n: number): string => String(n).padStart(4, '0');

// ---------------------------------------------------------------------------------------------------
// Clock: "today" is injectable so tests (and the holiday table) do not depend on the machine's date.
// ---------------------------------------------------------------------------------------------------

type Clock = () => Date;
const systemClock: Clock = () => new Date();
let clock: Clock = systemClock;

/** Replaces the clock (tests); `null` restores the system clock. */
export function setClock(fn: Clock | null): void {
  clock = fn ?? systemClock;
}

/** The current instant according to the clock. */
export function now(): Date {
  return clock();
}

/** Local midnight of the given date (a new object). */
export function startOfDay(d: Date): Date {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate());
}

/** Calendar arithmetic on local dates; goes through the calendar fields so DST shifts cannot skew it. */
export function addDays(d: Date, days: number): Date {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() + days);
}

export function today(): Date {
  return startOfDay(clock());
}

export function tomorrow(): Date {
  return addDays(today(), 1);
}

export function isSameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

export function isValidDate(d: unknown): d is Date {
  return d instanceof Date && !Number.isNaN(d.getTime());
}

// ---------------------------------------------------------------------------------------------------
// Parsing
// ---------------------------------------------------------------------------------------------------

/** Builds a local date only if the fields name a real day (rejects 31.02. instead of rolling over). */
function dateFromParts(year: number, month: number, day: number): Date | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const d = new Date(year, month - 1, day);
  // new Date() maps years 0..99 to 1900..1999; setFullYear keeps the year as given.
  d.setFullYear(year, month - 1, day);
  return d.getFullYear() === year && d.getMonth() === month - 1 && d.getDate() === day ? d : null;
}

const SERVER_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/;
const GERMAN_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

/** Parses the server format yyyy-MM-dd (a time part after it is ignored) into a local date. */
export function parseServerDate(s: string | null | undefined): Date | null {
  if (typeof s !== 'string') return null;
  const m = SERVER_DATE.exec(s.trim());
  return m ? dateFromParts(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

/** True when the string is exactly a valid yyyy-MM-dd date. */
export function isServerDate(s: unknown): s is string {
  return typeof s === 'string' && s.length === 10 && parseServerDate(s) !== null;
}

/**
 * Parses what a customer types: trimmed, d.M.yyyy or dd.MM.yyyy. Only 4-digit years, because "1.2.27"
 * is ambiguous for contract dates that can lie decades ahead.
 */
export function parseGermanDate(text: string | null | undefined): Date | null {
  if (typeof text !== 'string') return null;
  const m = GERMAN_DATE.exec(text.trim());
  return m ? dateFromParts(Number(m[3]), Number(m[2]), Number(m[1])) : null;
}

/** Accepts a Date, a server date, a German date or an ISO date-time string. */
function toDate(value: string | Date | null | undefined): Date | null {
  if (value == null) return null;
  if (value instanceof Date) return isValidDate(value) ? value : null;
  const s = value.trim();
  if (!s) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(s) || /^\d{1,2}\.\d{1,2}\.\d{4}$/.test(s)) {
    return parseServerDate(s) ?? parseGermanDate(s);
  }
  // A date-time: its date part must be a real day, or Date() would roll 30 Feb over into March.
  if (!parseServerDate(s)) return null;
  const instant = new Date(s);
  return isValidDate(instant) ? instant : null;
}

// ---------------------------------------------------------------------------------------------------
// Formatting
// ---------------------------------------------------------------------------------------------------

/** Display format dd.MM.yyyy; '-' when empty or invalid (spec §5). */
export function formatDate(value?: string | Date | null): string {
  const d = toDate(value);
  return d ? `${pad2(d.getDate())}.${pad2(d.getMonth() + 1)}.${pad4(d.getFullYear())}` : '-';
}

/** Server format yyyy-MM-dd of a local date. */
export function toServerDate(d: Date): string {
  return `${pad4(d.getFullYear())}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}`;
}

/**
 * The server date of the value if it names a day: a Date, yyyy-MM-dd or a typed German date; otherwise
 * null. Used where a form value may still be the raw text of an unfinished entry.
 */
export function toServerDateOrNull(value: string | Date | null | undefined): string | null {
  if (value == null) return null;
  if (value instanceof Date) return isValidDate(value) ? toServerDate(value) : null;
  const d = parseServerDate(value) ?? parseGermanDate(value);
  return d ? toServerDate(d) : null;
}

// Made on first use: made while this module (on every page) is evaluated, Intl formatters were one long task
// on every page load (ICU and time-zone data; docs/performance.md).
const berlinFormatter = onFirstUse(() => new Intl.DateTimeFormat('de-DE', CUSTOMER_CLOCK));

/** An instant as Berlin wall time: { date: 'dd.MM.yyyy', time: 'HH:mm' }; null when empty or invalid. */
export function berlinDateTime(value?: string | Date | null): { date: string; time: string } | null {
  if (value == null) return null;
  const d = value instanceof Date ? value : new Date(value.trim());
  if (!isValidDate(d) || (typeof value === 'string' && !value.trim())) return null;
  const parts = berlinFormatter().formatToParts(d);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${part('day')}.${part('month')}.${pad4(Number(part('year')))}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

/**
 * dd.MM.yyyy HH:mm of an instant in Berlin time (the time on screen must equal the one in the stand-in's
 * documents, e.g. the legal proof of receipt of a cancellation); '-' when empty or invalid.
 */
export function formatDateTime(value?: string | Date | null): string {
  // A bare yyyy-MM-dd has no time of day: show it as a date instead of inventing 00:00.
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value.trim())) return formatDate(value);
  const berlin = berlinDateTime(value);
  return berlin ? `${berlin.date} ${berlin.time}` : '-';
}

// Months, amounts and counts are formatted without Intl (amount.mjs says why); dates.test.ts checks them
// against Intl's de-DE output.
const MONTHS = 'Januar Februar März April Mai Juni Juli August September Oktober November Dezember'.split(' ');
const SHORT_MONTHS = 'Jan. Feb. März Apr. Mai Juni Juli Aug. Sept. Okt. Nov. Dez.'.split(' ');

/** 'yyyy-MM' (or a date) → "März 2027"; '-' when empty or invalid. */
export function formatMonth(value?: string | Date | null): string {
  if (value == null) return '-';
  let d: Date | null = null;
  if (value instanceof Date) d = isValidDate(value) ? value : null;
  else {
    const m = /^(\d{4})-(\d{2})$/.exec(value.trim());
    d = m ? dateFromParts(Number(m[1]), Number(m[2]), 1) : toDate(value);
  }
  return d ? `${MONTHS[d.getMonth()]} ${d.getFullYear()}` : '-';
}

/** 'yyyy-MM' → "Okt. 26" (chart axes); '-' when invalid. */
export function formatMonthShort(value?: string | null): string {
  const m = /^(\d{4})-(\d{2})$/.exec(value?.trim() ?? '');
  const d = m ? dateFromParts(Number(m[1]), Number(m[2]), 1) : null;
  return d ? `${SHORT_MONTHS[d.getMonth()]} ${pad2(d.getFullYear() % 100)}` : '-';
}

/** 1234.56 → "1.234,56 €" (a no-break space before €, as Intl writes it); '-' when not a number. */
export function formatEuro(n: number | string | null | undefined): string {
  if (n == null || (typeof n === 'string' && !n.trim())) return '-';
  const digits = amountDigits(typeof n === 'number' ? n : Number(n));
  return digits === null ? '-' : `${digits}\u00a0€`;
}

/** 5000 → "5.000" (counts of contracts, invoices…). */
export function formatCount(n: number): string {
  return Number.isSafeInteger(n) ? `${n < 0 ? '-' : ''}${groupThousands(String(Math.abs(n)))}` : String(n);
}
