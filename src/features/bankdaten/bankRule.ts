import type { Bankdaten } from '../../api/types';
import { addDays, parseServerDate, toServerDate } from '../../lib/dates';

/**
 * The bank rule of spec §4 as pure functions over plain data. Dates are yyyy-MM-dd, so comparing the
 * strings compares the days.
 */

/** The current connection: the entry with the latest validFrom (null when there is none). */
export function currentBankdaten(list: readonly Bankdaten[]): Bankdaten | null {
  let current: Bankdaten | null = null;
  for (const entry of list) {
    if (!current || entry.validFrom > current.validFrom) current = entry;
  }
  return current;
}

/** A change is allowed when there is no connection, or the current one became valid before today. */
export function canChangeBankdaten(list: readonly Bankdaten[], today: Date | string): boolean {
  const current = currentBankdaten(list);
  if (!current) return true;
  const day = typeof today === 'string' ? today : toServerDate(today);
  return current.validFrom < day;
}

/**
 * The outcome of the §4 rule as the customer is told it (the texts come from this, not from a guess):
 * allowed; locked because the current connection applies since today (the change is done, the next one is
 * possible tomorrow); or locked because an entered change is not in effect yet. Dates yyyy-MM-dd.
 */
export type BankChangeOutcome =
  | { kind: 'allowed' }
  | { kind: 'sinceToday'; validFrom: string; possibleFrom: string }
  | { kind: 'pending'; validFrom: string; possibleFrom: string };

export function bankChangeOutcome(list: readonly Bankdaten[], today: Date | string): BankChangeOutcome {
  const current = currentBankdaten(list);
  const day = typeof today === 'string' ? today : toServerDate(today);
  if (!current || current.validFrom < day) return { kind: 'allowed' };
  const start = parseServerDate(current.validFrom);
  const possibleFrom = start ? toServerDate(addDays(start, 1)) : '';
  return { kind: current.validFrom === day ? 'sinceToday' : 'pending', validFrom: current.validFrom, possibleFrom };
}

export interface BankConnectionsView {
  /** the connection debited today: the latest validFrom on or before today */
  inEffect: Bankdaten | null;
  /** connections that start later ("gilt ab"), earliest first */
  upcoming: Bankdaten[];
}

/**
 * What the customer sees: the connection in effect today and the ones valid from a later day. The §4 rule
 * (current = latest validFrom) keeps deciding whether a change is allowed; this only labels the entries.
 */
export function bankConnectionsView(list: readonly Bankdaten[], today: Date | string): BankConnectionsView {
  const day = typeof today === 'string' ? today : toServerDate(today);
  let inEffect: Bankdaten | null = null;
  const upcoming: Bankdaten[] = [];
  for (const entry of list) {
    if (entry.validFrom > day) upcoming.push(entry);
    else if (!inEffect || entry.validFrom > inEffect.validFrom) inEffect = entry;
  }
  upcoming.sort((a, b) => (a.validFrom < b.validFrom ? -1 : a.validFrom > b.validFrom ? 1 : 0));
  return { inEffect, upcoming };
}
