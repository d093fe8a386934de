/**
 * Public holidays blocked in the date picker (spec §9), for the HOLIDAY_RANGE_DAYS days after today.
 *
 * The table is built once (per calendar day of the clock) and memoised; a lookup is one Map access
 * keyed by 'yyyy-MM-dd'. The build walks years, not days (13 entries a year), and computes keys with
 * plain arithmetic — no date library in the loop — so 100 years take well under the 20 ms budget.
 * The lib returns holiday ids; the UI translates them (namespace `datum`, keys `holiday.<id>`).
 */
import { HOLIDAY_RANGE_DAYS } from '../config/constants';
import { addDays, now, toServerDate } from './dates';

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

/** Fixed-date holidays as [month, day, id]. */
const FIXED: ReadonlyArray<readonly [number, number, HolidayId]> = [
  [1, 1, 'neujahr'],
  [5, 1, 'tagDerArbeit'],
  [9, 20, 'weltkindertag'], // Thuringia only; the provider operates there
  [10, 3, 'tagDerDeutschenEinheit'],
  [10, 31, 'reformationstag'],
  [12, 24, 'heiligabend'],
  [12, 25, 'weihnachtsfeiertag1'],
  [12, 26, 'weihnachtsfeiertag2'],
  [12, 31, 'silvester'],
];

/** Holidays that move with Easter, as [days after Easter Sunday, id]. */
const EASTER_OFFSETS: ReadonlyArray<readonly [number, HolidayId]> = [
  [-2, 'karfreitag'],
  [1, 'ostermontag'],
  [39, 'christiHimmelfahrt'],
  [50, 'pfingstmontag'],
];

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

/**
 * Easter Sunday of a Gregorian year as { month (1-12), day } — the anonymous Gregorian algorithm
 * (Meeus/Jones/Butcher), valid for every year of the Gregorian calendar.
 */
export function easterParts(year: number): { month: number; day: number } {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const n = h + l - 7 * m + 114;
  return { month: Math.floor(n / 31), day: (n % 31) + 1 };
}

/** Easter Sunday as a local date. */
export function easterSunday(year: number): Date {
  const { month, day } = easterParts(year);
  return new Date(year, month - 1, day);
}

const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n));
const DAY_MS = 86_400_000;

/** Key of a UTC timestamp; UTC keeps day arithmetic free of DST. */
function utcKey(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
}

/**
 * Builds the table for [from, from + days] (both inclusive). Where two holidays share a day (Ascension
 * can fall on 1 May), the fixed one keeps the name.
 */
export function buildHolidayTable(from: Date, days: number = HOLIDAY_RANGE_DAYS): Map<string, HolidayId> {
  const first = toServerDate(from);
  const last = toServerDate(addDays(from, days));
  const table = new Map<string, HolidayId>();
  const lastYear = from.getFullYear() + Math.ceil(days / 365) + 1;
  // 'yyyy-MM-dd' strings compare like dates, so the range check needs no Date objects.
  const put = (key: string, id: HolidayId): void => {
    if (key >= first && key <= last && !table.has(key)) table.set(key, id);
  };
  for (let year = from.getFullYear(); year <= lastYear; year++) {
    const y = String(year).padStart(4, '0');
    for (const [month, day, id] of FIXED) put(`${y}-${pad2(month)}-${pad2(day)}`, id);
    const { month, day } = easterParts(year);
    const easter = Date.UTC(year, month - 1, day);
    for (const [offset, id] of EASTER_OFFSETS) put(utcKey(easter + offset * DAY_MS), id);
  }
  return table;
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
