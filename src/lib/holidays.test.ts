import { HOLIDAY_RANGE_DAYS } from '../config/constants';
import datum from '../i18n/de/datum.json';
import { addDays, setClock, toServerDate } from './dates';
import {
  buildHolidayTable,
  easterSunday,
  getHolidayTable,
  HOLIDAY_IDS,
  holidayName,
  isHoliday,
  resetHolidayTable,
} from './holidays';

const START = new Date(2026, 5, 1);

beforeEach(() => {
  setClock(() => new Date(2026, 5, 1, 10, 0));
  resetHolidayTable();
});
afterAll(() => setClock(null));

describe('Easter by the anonymous Gregorian algorithm', () => {
  it.each([
    [2008, '2008-03-23'],
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
    [2049, '2049-04-18'],
    [2100, '2100-03-28'],
    [2285, '2285-03-22'],
  ])('Easter %i is %s', (year, expected) => {
    expect(toServerDate(easterSunday(year))).toBe(expected);
  });
});

describe('holiday table over the whole range (property tests)', () => {
  const table = buildHolidayTable(START);
  const last = addDays(START, HOLIDAY_RANGE_DAYS);
  const years: number[] = [];
  for (let y = START.getFullYear(); y <= last.getFullYear(); y++) years.push(y);
  const inRange = (d: Date) => d >= START && d <= last;

  it('covers the 36,500 days after today and nothing outside them', () => {
    const keys = [...table.keys()].sort();
    expect(keys[0] >= toServerDate(START)).toBe(true);
    expect(keys[keys.length - 1] <= toServerDate(last)).toBe(true);
    expect(years.length).toBeGreaterThanOrEqual(100);
    // 13 holidays a year; the partial first and last years hold fewer
    expect(table.size).toBeGreaterThan(13 * 99);
    expect(table.size).toBeLessThanOrEqual(13 * years.length);
  });

  it.each(years)('Easter %i is a Sunday between 22 Mar and 25 Apr, with its holidays at the right offsets', (y) => {
    const easter = easterSunday(y);
    expect(easter.getDay()).toBe(0);
    expect(easter >= new Date(y, 2, 22) && easter <= new Date(y, 3, 25)).toBe(true);
    const expectAt = (offset: number, id: string) => {
      const day = addDays(easter, offset);
      if (inRange(day)) expect(table.get(toServerDate(day))).toBe(id);
    };
    expectAt(-2, 'karfreitag');
    expectAt(1, 'ostermontag');
    expectAt(39, 'christiHimmelfahrt');
    expectAt(50, 'pfingstmontag');
    // Easter Sunday itself is not on the list of §9
    expect(table.has(toServerDate(easter))).toBe(false);
  });

  it('holds every fixed holiday of every year in range', () => {
    const fixed: Array<[number, number, string]> = [
      [1, 1, 'neujahr'],
      [5, 1, 'tagDerArbeit'],
      [9, 20, 'weltkindertag'],
      [10, 3, 'tagDerDeutschenEinheit'],
      [10, 31, 'reformationstag'],
      [12, 24, 'heiligabend'],
      [12, 25, 'weihnachtsfeiertag1'],
      [12, 26, 'weihnachtsfeiertag2'],
      [12, 31, 'silvester'],
    ];
    for (const y of years) {
      for (const [m, d, id] of fixed) {
        const day = new Date(y, m - 1, d);
        if (inRange(day)) expect(table.get(toServerDate(day))).toBe(id);
      }
    }
  });

  it('keeps the fixed name where Ascension falls on 1 May (2008)', () => {
    const t2008 = buildHolidayTable(new Date(2008, 0, 1), 365);
    expect(t2008.get('2008-05-01')).toBe('tagDerArbeit');
    expect([...t2008.values()].filter((id) => id === 'christiHimmelfahrt')).toHaveLength(0);
  });
});

describe('lookups', () => {
  it('answers for Date objects and yyyy-MM-dd strings', () => {
    expect(holidayName('2027-10-03')).toBe('tagDerDeutschenEinheit');
    expect(holidayName(new Date(2027, 2, 26))).toBe('karfreitag');
    expect(isHoliday(new Date(2027, 4, 6))).toBe(true); // Ascension 2027
    expect(isHoliday('2027-05-17')).toBe(true); // Whit Monday 2027
    expect(isHoliday('2027-10-04')).toBe(false);
    expect(holidayName('2027-03-28')).toBeNull(); // Easter Sunday
  });

  it('ignores days before today and beyond the range', () => {
    expect(isHoliday('2026-05-01')).toBe(false);
    expect(isHoliday(toServerDate(addDays(START, HOLIDAY_RANGE_DAYS + 400)))).toBe(false);
  });

  it('builds the table once and reuses it', () => {
    const first = getHolidayTable();
    isHoliday('2030-01-01');
    expect(getHolidayTable()).toBe(first);
  });

  it('rebuilds when the clock moves to another day', () => {
    const first = getHolidayTable();
    setClock(() => new Date(2026, 5, 2, 8, 0));
    expect(getHolidayTable()).not.toBe(first);
  });

  // the 20 ms budget of building 100 years is a bench line (test/bench/holidays.mjs), not a timed test
});

it('has a German name for every holiday id', () => {
  for (const id of HOLIDAY_IDS) {
    expect(typeof (datum.holiday as Record<string, string>)[id]).toBe('string');
  }
  expect(Object.keys(datum.holiday).sort()).toEqual([...HOLIDAY_IDS].sort());
});
