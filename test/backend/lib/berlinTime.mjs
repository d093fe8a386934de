/**
 * The customer's clock for the stand-in's documents: every time printed is wall time in the portal's customer
 * time zone (shared constant), the value the portal shows (src/lib/dates.ts berlinDateTime; shared.test.mjs
 * compares both), whatever zone the server runs in.
 */
import { CUSTOMER_CLOCK } from '../config.mjs';

const formatter = new Intl.DateTimeFormat('de-DE', CUSTOMER_CLOCK);

/** @param {Date | string | number} instant @returns {{ date: string, time: string }} dd.MM.yyyy and HH:mm */
export function berlinDateTime(instant) {
  const parts = formatter.formatToParts(new Date(instant));
  const part = (type) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${part('day')}.${part('month')}.${part('year')}`, time: `${part('hour')}:${part('minute')}` };
}
