import type { Rechnung } from '../../api/types';
import { CSV_BOM, callsCsv, csvAmount, csvField, invoicesCsv, toCsv } from './csv';
import { costsOfMonth } from './rechnungenRules';

describe('csvField', () => {
  it.each<[string | number | null | undefined, string]>([
    ['einfach', 'einfach'],
    ['mit;Semikolon', '"mit;Semikolon"'],
    ['sagt "Hallo"', '"sagt ""Hallo"""'],
    ['zwei\nZeilen', '"zwei\nZeilen"'],
    ['Wagen\r\nZeile', '"Wagen\r\nZeile"'],
    [' Leerzeichen ', '" Leerzeichen "'],
    ['Müller & Söhne €', 'Müller & Söhne €'],
    ['=SUMME(A1:A9)', "'=SUMME(A1:A9)"],
    ['@cmd', "'@cmd"],
    ['-12,50', '-12,50'],
    ['+49 361 123456', '+49 361 123456'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    [42, '42'],
  ])('%j → %j', (value, field) => expect(csvField(value)).toBe(field));
});

describe('csvAmount', () => {
  it.each<[number | null | undefined, string]>([
    [1234.5, '1234,50'],
    [0, '0,00'],
    [29.99, '29,99'],
    [0.1 + 0.2, '0,30'],
    [-5, '-5,00'],
    [null, ''],
    [Number.NaN, ''],
  ])('%p → %j', (n, text) => expect(csvAmount(n)).toBe(text));
});

it('toCsv: BOM first, semicolons, CRLF after every row', () => {
  expect(
    toCsv([
      ['a', 'b;c'],
      [1, null],
    ]),
  ).toBe(`${CSV_BOM}a;"b;c"\r\n1;\r\n`);
  expect(CSV_BOM).toBe('\uFEFF');
});

const invoice = (overrides: Partial<Rechnung>): Rechnung => ({
  id: 'R-1',
  number: '2026111001',
  date: '2026-11-03',
  periodFrom: '2026-10-01',
  periodTo: '2026-10-31',
  amount: 1234.5,
  status: 'offen',
  contractId: 'V-1',
  ...overrides,
});

it('invoicesCsv: German dates and amounts, empty optional dates, translated status', () => {
  const csv = invoicesCsv([invoice({ dueDate: '2026-11-17', debitDate: '2026-11-17' }), invoice({ number: 'X"1' })], {
    number: 'Rechnungsnummer',
    date: 'Rechnungsdatum',
    periodFrom: 'Leistung von',
    periodTo: 'Leistung bis',
    amount: 'Betrag (EUR)',
    dueDate: 'Fällig am',
    debitDate: 'Abbuchung am',
    status: 'Status',
    statusText: (r) => (r.status === 'offen' ? 'Offen' : r.status),
  });
  expect(csv.split('\r\n')).toEqual([
    `${CSV_BOM}Rechnungsnummer;Rechnungsdatum;Leistung von;Leistung bis;Betrag (EUR);Fällig am;Abbuchung am;Status`,
    '2026111001;03.11.2026;01.10.2026;31.10.2026;1234,50;17.11.2026;17.11.2026;Offen',
    '"X""1";03.11.2026;01.10.2026;31.10.2026;1234,50;;;Offen',
    '',
  ]);
});

it('callsCsv: every connection of the month, numbers shortened as on screen', () => {
  const costs = costsOfMonth(
    [
      {
        month: '2026-10',
        contractId: 'V-1',
        phoneNumber: '0361 123456',
        total: 0.57,
        calls: [
          {
            date: '2026-10-02',
            time: '18:04:09',
            number: '01511234567',
            durationSeconds: 150,
            cost: 0.57,
            zone: 'Mobilfunk',
          },
          {
            date: '2026-10-01',
            time: '09:00:00',
            number: '0361987654',
            durationSeconds: 61,
            cost: 0,
            zone: 'Festnetz',
          },
        ],
      },
    ],
    '2026-10',
  );
  const csv = callsCsv(costs, {
    connection: 'Anschluss',
    date: 'Datum',
    time: 'Uhrzeit',
    number: 'Zielrufnummer',
    zone: 'Zone',
    duration: 'Dauer (mm:ss)',
    cost: 'Kosten (EUR)',
  });
  expect(csv.split('\r\n')).toEqual([
    `${CSV_BOM}Anschluss;Datum;Uhrzeit;Zielrufnummer;Zone;Dauer (mm:ss);Kosten (EUR)`,
    '0361 123456;01.10.2026;09:00:00;0361987xxx;Festnetz;01:01;0,00',
    '0361 123456;02.10.2026;18:04:09;01511234xxx;Mobilfunk;02:30;0,57',
    '',
  ]);
});
