import type { Bankdaten } from '../../api/types';
import { toServerDate } from '../../lib/dates';

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
