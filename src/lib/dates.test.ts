import {
  addDays,
  formatDate,
  formatDateTime,
  formatCount,
  formatMonthShort,
  formatEuro,
  formatMonth,
  isServerDate,
  parseGermanDate,
  parseServerDate,
  setClock,
  today,
  toServerDate,
  toServerDateOrNull,
  tomorrow,
} from './dates';

afterEach(() => setClock(null));

describe('formatDate (display dd.MM.yyyy, spec §5)', () => {
  it.each([
    ['2027-03-05', '05.03.2027'],
    ['2027-12-31T23:59:59', '31.12.2027'],
    [new Date(2027, 0, 9), '09.01.2027'],
    ['9.1.2027', '09.01.2027'],
  ])('%p → %s', (input, expected) => {
    expect(formatDate(input)).toBe(expected);
  });

  it.each([undefined, null, '', '   ', 'kein Datum', '2027-02-30', new Date('x')])("shows '-' for %p", (input) => {
    expect(formatDate(input)).toBe('-');
  });
});

describe('server dates (yyyy-MM-dd)', () => {
  it('formats a local date without shifting it to UTC', () => {
    expect(toServerDate(new Date(2027, 9, 3, 0, 30))).toBe('2027-10-03');
    expect(toServerDate(new Date(2027, 9, 3, 23, 59))).toBe('2027-10-03');
  });

  it('parses to local midnight and rejects impossible days', () => {
    expect(parseServerDate('2027-10-03')).toEqual(new Date(2027, 9, 3));
    expect(parseServerDate('2027-02-29')).toBeNull();
    expect(parseServerDate('2028-02-29')).toEqual(new Date(2028, 1, 29));
    expect(parseServerDate('03.10.2027')).toBeNull();
    expect(parseServerDate(null)).toBeNull();
  });

  it('round-trips every day of a leap year', () => {
    for (let d = new Date(2028, 0, 1); d.getFullYear() === 2028; d = addDays(d, 1)) {
      expect(parseServerDate(toServerDate(d))).toEqual(d);
    }
  });

  it('isServerDate accepts only the exact format', () => {
    expect(isServerDate('2027-10-03')).toBe(true);
    expect(isServerDate('2027-10-03T10:00')).toBe(false);
    expect(isServerDate('2027-1-3')).toBe(false);
  });

  it('toServerDateOrNull accepts dates, server and German strings', () => {
    expect(toServerDateOrNull(' 1.2.2027 ')).toBe('2027-02-01');
    expect(toServerDateOrNull('2027-02-01')).toBe('2027-02-01');
    expect(toServerDateOrNull(new Date(2027, 1, 1))).toBe('2027-02-01');
    expect(toServerDateOrNull('1.2.')).toBeNull();
  });
});

describe('parseGermanDate (typed text)', () => {
  it.each([
    ['1.2.2027', new Date(2027, 1, 1)],
    ['01.02.2027', new Date(2027, 1, 1)],
    ['  01.02.2027\t', new Date(2027, 1, 1)],
    ['29.02.2028', new Date(2028, 1, 29)],
  ])('understands %p', (text, expected) => {
    expect(parseGermanDate(text)).toEqual(expected);
  });

  it.each(['', '1.2.27', '31.04.2027', '29.02.2027', '1/2/2027', '2027-02-01', '01.13.2027', 'a.b.cccc'])(
    'rejects %p',
    (text) => {
      expect(parseGermanDate(text)).toBeNull();
    },
  );
});

describe('clock', () => {
  it('today and tomorrow follow the injected clock, at local midnight', () => {
    setClock(() => new Date(2027, 11, 31, 22, 15));
    expect(today()).toEqual(new Date(2027, 11, 31));
    expect(tomorrow()).toEqual(new Date(2028, 0, 1));
  });
});

describe('formatDateTime', () => {
  // the device's zone does not matter: instants are shown in Berlin time, as in the stand-in's PDFs
  it.each([
    ['2026-11-22T21:56:00Z', '22.11.2026 22:56'], // winter: UTC+1
    ['2027-07-01T21:56:00Z', '01.07.2027 23:56'], // summer: UTC+2
    ['2026-12-31T23:30:00.000Z', '01.01.2027 00:30'], // the Berlin date is already the next day (and year)
    ['2027-03-28T00:59:00Z', '28.03.2027 01:59'], // last minute before the switch to summer time
    ['2027-03-28T01:00:00Z', '28.03.2027 03:00'], // first minute of summer time
    ['2027-03-05T09:07:00+01:00', '05.03.2027 09:07'],
  ])('%s → %s in Berlin time', (instant, shown) => {
    expect(formatDateTime(instant)).toBe(shown);
    expect(formatDateTime(new Date(instant))).toBe(shown);
  });

  it('shows a bare date without inventing a time, and - when empty', () => {
    expect(formatDateTime('2027-03-05')).toBe('05.03.2027');
    expect(formatDateTime(null)).toBe('-');
    expect(formatDateTime('')).toBe('-');
    expect(formatDateTime('Quatsch')).toBe('-');
  });
});

describe('formatMonth', () => {
  it('names the month in German', () => {
    expect(formatMonth('2027-03')).toBe('März 2027');
    expect(formatMonth('2027-12')).toBe('Dezember 2027');
    expect(formatMonth(new Date(2027, 4, 17))).toBe('Mai 2027');
  });

  it("shows '-' for empty or invalid input", () => {
    expect(formatMonth('')).toBe('-');
    expect(formatMonth('2027-13')).toBe('-');
    expect(formatMonth(undefined)).toBe('-');
  });
});

describe('formatEuro', () => {
  // Intl separates amount and sign with a no-break space.
  const nb = (s: string) => s.replace(/ /g, '\u00a0');

  it.each([
    [1234.56, nb('1.234,56 €')],
    [0, nb('0,00 €')],
    [9.9, nb('9,90 €')],
    [-5, nb('-5,00 €')],
    ['19.99', nb('19,99 €')],
  ])('%p → %s', (input, expected) => {
    expect(formatEuro(input)).toBe(expected);
  });

  it.each([null, undefined, '', 'abc', Number.NaN])("shows '-' for %p", (input) => {
    expect(formatEuro(input)).toBe('-');
  });
});

// The hand-written formatters (dates.ts: no Intl on the load path) write what Intl's de-DE formatters write.
describe('same output as Intl de-DE', () => {
  const amounts = [
    0, 0.005, 0.01, 0.1, 1.005, 1.015, 2.675, 9.99, 12.5, 999.995, 1000, 1234.56, 99999.99, 1e6, 123456789.12,
  ];
  it.each([...amounts, ...amounts.map((a) => -a).filter(Boolean)])('formatEuro(%p)', (amount) => {
    expect(formatEuro(amount)).toBe(
      new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(amount),
    );
  });
  it.each([0, 7, 999, 1000, 5000, 12345, 1234567, -1200])('formatCount(%p)', (n) => {
    expect(formatCount(n)).toBe(new Intl.NumberFormat('de-DE').format(n));
  });
  it.each(Array.from({ length: 12 }, (_, i) => i))('months of index %p', (month) => {
    const d = new Date(2027, month, 1);
    expect(formatMonth(d)).toBe(new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric' }).format(d));
    expect(formatMonthShort(`2027-${String(month + 1).padStart(2, '0')}`)).toBe(
      new Intl.DateTimeFormat('de-DE', { month: 'short', year: '2-digit' }).format(d),
    );
  });
});

describe('formatMonthShort', () => {
  it.each([
    ['2026-10', 'Okt. 26'],
    ['2027-03', 'März 27'],
    ['2026-13', '-'],
    ['', '-'],
  ])('%j → %j', (month, shown) => expect(formatMonthShort(month)).toBe(shown));
});
