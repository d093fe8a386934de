import type { Einzelverbindung, Rechnung, Telefonkosten } from '../../api/types';
import { kuerzeRufnummer } from '../../lib/evn.mjs';

/** Invoices newest first (by date, then by number so equal dates keep a stable order). */
export function sortNewestFirst(list: readonly Rechnung[]): Rechnung[] {
  return [...list].sort((a, b) => b.date.localeCompare(a.date) || b.number.localeCompare(a.number));
}

/** The years that have invoices, newest first. */
export function invoiceYears(list: readonly Rechnung[]): string[] {
  return [...new Set(list.map((r) => r.date.slice(0, 4)))].filter(Boolean).sort((a, b) => b.localeCompare(a));
}

/** Invoices of one year ('' = all years), newest first. */
export function filterByYear(list: readonly Rechnung[], year: string): Rechnung[] {
  const sorted = sortNewestFirst(list);
  return year ? sorted.filter((r) => r.date.startsWith(year)) : sorted;
}

/**
 * A dialled number as the call list shows it. A backend that applies the customer's itemised-bill choice says so
 * (`evn`) and sends the numbers as they may be shown; one without it (the spec's) sends them in full, and the
 * portal shortens them (§ 65 TKG: the safe choice).
 */
export function shownNumber(number: string, evn: Telefonkosten['evn']): string {
  return evn ? number : kuerzeRufnummer(number);
}

/** The last three digits replaced by „x“ (src/lib/evn.mjs). */
export const shortenNumber = kuerzeRufnummer;

/** Call duration as mm:ss (minutes may exceed 59: 75:03). */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '-';
  const s = Math.max(0, Math.round(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** Months with telephone costs (yyyy-MM), newest first. */
export function telefonkostenMonths(list: readonly Telefonkosten[]): string[] {
  return [...new Set(list.map((t) => t.month))].sort((a, b) => b.localeCompare(a));
}

export interface MonthCosts {
  month: string;
  /** one block per connection (contract / phone number) */
  connections: Telefonkosten[];
  total: number;
  callCount: number;
}

/** Everything of one month: the connections' itemised calls in time order and the month's total. */
export function costsOfMonth(list: readonly Telefonkosten[], month: string): MonthCosts {
  const connections = list.filter((t) => t.month === month).map((t) => ({ ...t, calls: sortCalls(t.calls) }));
  const cents = connections.reduce((sum, c) => sum + Math.round((c.total ?? 0) * 100), 0);
  return { month, connections, total: cents / 100, callCount: connections.reduce((n, c) => n + c.calls.length, 0) };
}

function sortCalls(calls: readonly Einzelverbindung[]): Einzelverbindung[] {
  return [...calls].sort((a, b) => (a.date + a.time).localeCompare(b.date + b.time));
}

/** What the customer sees as an invoice's status. 'abgebucht': the SEPA debit date has come. */
export type InvoiceStatus = 'offen' | 'abgebucht' | 'bezahlt' | 'gemahnt' | 'unbekannt';

/**
 * THE status of an invoice, derived from the invoice's own data on every render and never stored:
 * a dunning or a confirmed payment is the server's word; otherwise a debit date on or before today means the
 * amount has been debited (an "offen" status from the time of invoicing is stale then); else what the server
 * says. `today` is yyyy-MM-dd (Berlin), so comparing the strings compares the days.
 */
export function invoiceStatus(r: Pick<Rechnung, 'status' | 'debitDate'>, today: string): InvoiceStatus {
  if (r.status === 'gemahnt' || r.status === 'bezahlt') return r.status;
  if (r.debitDate && r.debitDate <= today) return 'abgebucht';
  return r.status;
}
