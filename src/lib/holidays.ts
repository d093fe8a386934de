/**
 * Public holidays blocked in the date picker (spec §9), for the HOLIDAY_RANGE_DAYS days after today.
 *
 * The rules live in holidayRules.mjs (shared with the stand-in). The table is built once (per calendar day of
 * the clock) and memoised; a lookup is one Map access keyed by 'yyyy-MM-dd'. The build walks years, not days,
 * so 100 years take well under the 20 ms budget.
 * The lib returns holiday ids; the UI translates them (namespace `datum`, keys `holiday.<id>`).
 */
import { HOLIDAY_RANGE_DAYS } from '../config/constants';
import { addDays, now, toServerDate } from './dates';
import { easterParts, holidaysBetween } from './holidayRules.mjs';

export { easterParts };

export type HolidayId =
  | 'neujahr'
  | 'karfreitag'
  | 'ostermontag'
  | 'tagDerArbeit'
  | 'christiHimmelfahrt'
  | 'pfingstmontag'
  | 'weltkindertag'
  | 'tagDerDeutschenEinheit'
  | 'reformationstag'
  | 'heiligabend'
  | 'weihnachtsfeiertag1'
  | 'weihnachtsfeiertag2'
  | 'silvester';

/** All ids in calendar order (for the i18n resource check and UI lists). */
export const HOLIDAY_IDS: readonly HolidayId[] = [
  'neujahr',
  'karfreitag',
  'ostermontag',
  'tagDerArbeit',
  'christiHimmelfahrt',
  'pfingstmontag',
  'weltkindertag',
  'tagDerDeutschenEinheit',
  'reformationstag',
  'heiligabend',
  'weihnachtsfeiertag1',
  'weihnachtsfeiertag2',
  'silvester',
];

/** Easter Sunday as a local date. */
export function easterSunday(year: number): Date {
  const { month, day } = easterParts(year);
  return new Date(year, month - 1, day);
}

const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n));
/**
 * Builds the table for [from, from + days] (both inclusive) from the one set of rules (holidayRules.mjs, shared
 * with the stand-in backend).
 */
export function buildHolidayTable(from: Date, days: number = HOLIDAY_RANGE_DAYS): Map<string, HolidayId> {
  return holidaysBetween(toServerDate(from), toServerDate(addDays(from, days))) as Map<string, HolidayId>;
}

let memo: { first: string; table: Map<string, HolidayId> } | null = null;

/** The memoised table for the clock's today; rebuilt only when the day changes. */
export function getHolidayTable(): Map<string, HolidayId> {
  const t = now();
  const first = `${t.getFullYear()}-${pad2(t.getMonth() + 1)}-${pad2(t.getDate())}`;
  if (memo === null || memo.first !== first) {
    memo = { first, table: buildHolidayTable(new Date(t.getFullYear(), t.getMonth(), t.getDate())) };
  }
  return memo.table;
}

/** Drops the memoised table (tests that move the clock back and forth). */
export function resetHolidayTable(): void {
  memo = null;
}

function keyOf(date: Date | string): string {
  if (typeof date === 'string') return date.slice(0, 10);
  return `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
}

/** The holiday id of a local date or 'yyyy-MM-dd' string, or null. O(1). */
export function holidayName(date: Date | string): HolidayId | null {
  return getHolidayTable().get(keyOf(date)) ?? null;
}

export function isHoliday(date: Date | string): boolean {
  return getHolidayTable().has(keyOf(date));
}
