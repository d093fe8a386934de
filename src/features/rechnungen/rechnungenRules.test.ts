import type { Rechnung, Telefonkosten } from '../../api/types';
import { fileNameFromDisposition } from './download';
import {
  costsOfMonth,
  filterByYear,
  invoiceStatus,
  formatDuration,
  invoiceYears,
  shortenNumber,
  shownNumber,
  sortNewestFirst,
  telefonkostenMonths,
} from './rechnungenRules';

const r = (number: string, date: string): Rechnung => ({
  id: `R-${number}`,
  number,
  date,
  periodFrom: date,
  periodTo: date,
  amount: 10,
  status: 'bezahlt',
  contractId: 'V-1',
});

describe('invoices', () => {
  const list = [r('1', '2025-03-03'), r('3', '2026-01-03'), r('2', '2025-12-03')];
  test('newest first', () => expect(sortNewestFirst(list).map((x) => x.number)).toEqual(['3', '2', '1']));
  test('years newest first', () => expect(invoiceYears(list)).toEqual(['2026', '2025']));
  test.each([
    ['', ['3', '2', '1']],
    ['2025', ['2', '1']],
    ['2024', []],
  ])('filter by year %p', (year, numbers) => expect(filterByYear(list, year).map((x) => x.number)).toEqual(numbers));
});

describe('itemised calls', () => {
  test.each([
    ['03615550101', '03615550xxx'],
    ['0361 555 0101', '0361 555 0xxx'],
    ['+49 151 1234567', '+49 151 1234xxx'],
    ['12', 'xx'],
  ])('shortens %s to %s (TKG § 65)', (input, expected) => expect(shortenNumber(input)).toBe(expected));
  test.each([
    // as sent          the backend's itemised-bill choice  → shown
    ['03615550101', undefined, '03615550xxx'], // a backend without the choice sends full numbers: shortened here
    ['03615550xxx', 'gekuerzt', '03615550xxx'], // shortened by the server: not twice
    ['03615550101', 'vollstaendig', '03615550101'], // the customer chose full numbers, with the declaration
  ] as const)('%s with evn %s is shown as %s', (number, evn, shown) => expect(shownNumber(number, evn)).toBe(shown));
  test.each([
    [0, '00:00'],
    [8, '00:08'],
    [61, '01:01'],
    [4503, '75:03'],
  ])('duration %p → %s', (seconds, text) => expect(formatDuration(seconds)).toBe(text));

  const tk = (month: string, contractId: string, total: number): Telefonkosten => ({
    month,
    contractId,
    phoneNumber: `0361 ${contractId}`,
    total,
    calls: [
      { date: `${month}-20`, time: '10:00:00', number: '0361999', durationSeconds: 60, cost: 0.1, zone: 'Festnetz' },
      { date: `${month}-02`, time: '09:00:00', number: '0361998', durationSeconds: 60, cost: 0.2, zone: 'Festnetz' },
    ],
  });
  test('months and totals per month in cents (no float drift)', () => {
    const list = [tk('2026-01', 'A', 0.1), tk('2026-02', 'A', 0.2), tk('2026-02', 'B', 0.1)];
    expect(telefonkostenMonths(list)).toEqual(['2026-02', '2026-01']);
    const feb = costsOfMonth(list, '2026-02');
    expect(feb.total).toBe(0.3);
    expect(feb.callCount).toBe(4);
    expect(feb.connections[0].calls[0].date).toBe('2026-02-02');
  });
});

test.each([
  ['attachment; filename="Rechnung_1.pdf"', 'Rechnung_1.pdf'],
  ["attachment; filename*=UTF-8''K%C3%BCndigung.pdf", 'Kündigung.pdf'],
  ['attachment; filename="../../etc/passwd"', '.._.._etc_passwd'],
  [null, 'fallback.pdf'],
])('file name from Content-Disposition %p', (header, name) =>
  expect(fileNameFromDisposition(header, 'fallback.pdf')).toBe(name),
);

// A past bug: the list showed the stored status: the newest invoice said „Offen" although its debit date
// (17.11.2026) had passed. Rows 1 and 2 failed there.
describe('invoiceStatus: aus den eigenen Daten der Rechnung', () => {
  const TODAY = '2026-11-26';
  it.each([
    ['offen', '2026-11-17', 'abgebucht'],
    ['offen', TODAY, 'abgebucht'],
    ['offen', '2026-11-27', 'offen'],
    ['offen', undefined, 'offen'],
    ['unbekannt', '2026-11-17', 'abgebucht'],
    ['unbekannt', undefined, 'unbekannt'],
    ['bezahlt', '2026-11-17', 'bezahlt'],
    ['bezahlt', undefined, 'bezahlt'],
    ['gemahnt', '2026-10-17', 'gemahnt'],
  ] as const)('%s, Abbuchung %s → %s', (status, debitDate, expected) => {
    expect(invoiceStatus({ status, debitDate }, TODAY)).toBe(expected);
  });
});
