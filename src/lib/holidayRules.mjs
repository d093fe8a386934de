/**
 * THE holiday rules of the project (spec §9): the fixed-date holidays (incl. 20 Sep Thuringia, 24/31 Dec) and the
 * ones that move with Easter. Plain JS with JSDoc so that the stand-in backend (.mjs, no build step) uses the same
 * rules as the portal's date picker (src/lib/holidays.ts builds its memoised table from here) — e.g. for the
 * technician slots of a fault ticket, which are never offered on a holiday.
 */

/** Fixed-date holidays as [month, day, id]. */
export const FIXED_HOLIDAYS = /** @type {const} */ ([
  [1, 1, 'neujahr'],
  [5, 1, 'tagDerArbeit'],
  [9, 20, 'weltkindertag'], // Thuringia only; the provider operates there
  [10, 3, 'tagDerDeutschenEinheit'],
  [10, 31, 'reformationstag'],
  [12, 24, 'heiligabend'],
  [12, 25, 'weihnachtsfeiertag1'],
  [12, 26, 'weihnachtsfeiertag2'],
  [12, 31, 'silvester'],
]);

/** Holidays that move with Easter, as [days after Easter Sunday, id]. */
export const EASTER_HOLIDAYS = /** @type {const} */ ([
  [-2, 'karfreitag'],
  [1, 'ostermontag'],
  [39, 'christiHimmelfahrt'],
  [50, 'pfingstmontag'],
]);

/**
 * Easter Sunday of a Gregorian year as { month (1-12), day } — the anonymous Gregorian algorithm
 * (Meeus/Jones/Butcher), valid for every year of the Gregorian calendar.
 * @param {number} year
 * @returns {{ month: number, day: number }}
 */
export function easterParts(year) {
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

/** @param {number} n */
const pad2 = (n) => (n < 10 ? `0${n}` : String(n));
const DAY_MS = 86_400_000;

/**
 * Key of a UTC timestamp; UTC keeps day arithmetic free of DST.
 * @param {number} ms
 */
function utcKey(ms) {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
}

/**
 * The holidays between two days (yyyy-MM-dd, both inclusive) as key → holiday id. The loop walks years, not
 * days (13 entries a year), with plain arithmetic. Where two holidays share a day (Ascension can fall on 1 May),
 * the fixed one keeps the name.
 * @param {string} first
 * @param {string} last
 * @returns {Map<string, string>}
 */
export function holidaysBetween(first, last) {
  /** @type {Map<string, string>} */
  const table = new Map();
  // 'yyyy-MM-dd' strings compare like dates, so the range check needs no Date objects.
  /** @param {string} key @param {string} id */
  const put = (key, id) => {
    if (key >= first && key <= last && !table.has(key)) table.set(key, id);
  };
  for (let year = Number(first.slice(0, 4)); year <= Number(last.slice(0, 4)); year++) {
    const y = String(year).padStart(4, '0');
    for (const [month, day, id] of FIXED_HOLIDAYS) put(`${y}-${pad2(month)}-${pad2(day)}`, id);
    const { month, day } = easterParts(year);
    const easter = Date.UTC(year, month - 1, day);
    for (const [offset, id] of EASTER_HOLIDAYS) put(utcKey(easter + offset * DAY_MS), id);
  }
  return table;
}
