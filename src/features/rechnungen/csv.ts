import type { Rechnung } from '../../api/types';
import { formatDate } from '../../lib/dates';
import { formatDuration, type MonthCosts, shownNumber } from './rechnungenRules';

/**
 * CSV exports for spreadsheets as German customers use them (Excel with German settings): semicolon-separated,
 * decimal comma, CRLF line ends, UTF-8 with a byte order mark (so umlauts and € open correctly), fields quoted
 * when they contain the separator, quotes or line breaks (quotes doubled, RFC 4180). Pure functions.
 */

export const CSV_BOM = '\uFEFF';
const SEPARATOR = ';';
const EOL = '\r\n';

const NUMBER_OR_PHONE = /^(-?\d+(,\d+)?|\+[\d /-]+)$/;

/**
 * One field: quoted when needed. Text that a spreadsheet would run as a formula (leading =, +, -, @) gets a
 * leading apostrophe; negative amounts and +49 phone numbers are left alone.
 */
export function csvField(value: string | number | null | undefined): string {
  let text = value == null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !NUMBER_OR_PHONE.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** An amount with decimal comma and two decimals, no thousands separator: 1234.5 → "1234,50". */
export function csvAmount(n: number | null | undefined): string {
  if (n == null || !Number.isFinite(n)) return '';
  return (Math.round(n * 100) / 100).toFixed(2).replace('.', ',');
}

/** Rows to the file's text, starting with the BOM. */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>): string {
  return CSV_BOM + rows.map((row) => row.map(csvField).join(SEPARATOR)).join(EOL) + EOL;
}

const optionalDate = (d: string | undefined) => (d ? formatDate(d) : '');

export interface InvoiceCsvLabels {
  number: string;
  date: string;
  periodFrom: string;
  periodTo: string;
  amount: string;
  dueDate: string;
  debitDate: string;
  status: string;
  /** the invoice's status as shown (rechnungenRules.invoiceStatus) */
  statusText: (invoice: Rechnung) => string;
}

/** The invoices as shown in the list (same order), one row each. */
export function invoicesCsv(list: readonly Rechnung[], labels: InvoiceCsvLabels): string {
  return toCsv([
    [
      labels.number,
      labels.date,
      labels.periodFrom,
      labels.periodTo,
      labels.amount,
      labels.dueDate,
      labels.debitDate,
      labels.status,
    ],
    ...list.map((r) => [
      r.number,
      formatDate(r.date),
      formatDate(r.periodFrom),
      formatDate(r.periodTo),
      csvAmount(r.amount),
      optionalDate(r.dueDate),
      optionalDate(r.debitDate),
      labels.statusText(r),
    ]),
  ]);
}

export interface CallsCsvLabels {
  connection: string;
  date: string;
  time: string;
  number: string;
  zone: string;
  duration: string;
  cost: string;
}

/** The itemised calls of a month, every connection, numbers as on screen (TKG § 65). */
export function callsCsv(costs: MonthCosts, labels: CallsCsvLabels): string {
  return toCsv([
    [labels.connection, labels.date, labels.time, labels.number, labels.zone, labels.duration, labels.cost],
    ...costs.connections.flatMap((c) =>
      c.calls.map((call) => [
        c.phoneNumber,
        formatDate(call.date),
        call.time,
        shownNumber(call.number, c.evn),
        call.zone,
        formatDuration(call.durationSeconds),
        csvAmount(call.cost),
      ]),
    ),
  ]);
}
