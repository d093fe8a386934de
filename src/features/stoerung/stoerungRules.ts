/**
 * The pure rules of „Störung melden" besides § 58 (paragraph58.ts): which contracts have a line to check, which
 * ticket belongs on a contract, what the start page lists, whether an appointment can still be changed online
 * and which slots a chosen day offers. Table-tested in stoerungRules.test.ts.
 */
import type { Vertrag } from '../../api/types';
import { berlinDateTime } from '../../lib/dates';
import type { Slot, Stoerung } from './stoerungSchemas';

/**
 * DSL and fibre contracts have a line. A contract whose product family the answer does not tell (the alt reading:
 * neither `category` nor the §9 product type code) may have one: the portal offers the report and the backend's
 * booked-services call decides (it refuses a contract without a line with a German message).
 */
export const hasLine = (v: Pick<Vertrag, 'category'>) =>
  v.category === 'dsl' || v.category === 'glasfaser' || v.category === 'unbekannt';

export const isOpen = (s: Pick<Stoerung, 'status'>) => s.status !== 'behoben';

/** The open ticket of a contract (the newest), or null. */
export function openTicketOf(list: readonly Stoerung[], contractId: string): Stoerung | null {
  return list.find((s) => isOpen(s) && s.vertragsId === contractId) ?? null;
}

/** yyyy-MM-dd of an instant in Berlin time ('' when unknown). */
export function berlinDay(instant: string | null): string {
  const d = berlinDateTime(instant)?.date;
  if (!d) return '';
  const [day, month, year] = d.split('.');
  return `${year}-${month}-${day}`;
}

const nextDay = (day: string) => {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/** Online an appointment can be moved or cancelled until the day before (the backend's `stand` is "now"). */
export const terminChangeable = (s: Pick<Stoerung, 'termin'>, stand: string | null) =>
  !!s.termin && !!stand && berlinDay(stand) < s.termin.datum;

export type Hinweis =
  | { art: 'terminMorgen'; stoerung: Stoerung }
  | { art: 'terminVerpasst'; stoerung: Stoerung }
  | { art: 'terminWaehlen'; stoerung: Stoerung }
  | { art: 'offen'; stoerung: Stoerung };

/**
 * What needs the customer's attention on the start page, most urgent first: an appointment tomorrow, a missed
 * appointment or one still to choose, then every other open fault. One entry per ticket.
 */
export function hinweise(list: readonly Stoerung[], stand: string | null): Hinweis[] {
  const morgen = stand ? nextDay(berlinDay(stand)) : '';
  const out: Hinweis[] = [];
  for (const s of list.filter(isOpen)) {
    if (s.termin && s.termin.datum === morgen) out.push({ art: 'terminMorgen', stoerung: s });
    else if (!s.termin && s.technikerNoetig && s.verpassteTermine.length)
      out.push({ art: 'terminVerpasst', stoerung: s });
    else if (!s.termin && s.technikerNoetig) out.push({ art: 'terminWaehlen', stoerung: s });
    else out.push({ art: 'offen', stoerung: s });
  }
  const rank = { terminMorgen: 0, terminVerpasst: 1, terminWaehlen: 2, offen: 3 } as const;
  return out.sort((a, b) => rank[a.art] - rank[b.art]);
}

/** The slots of one day (the booking form's windows). */
export const slotsOfDay = (slots: readonly Slot[], datum: string) => slots.filter((s) => s.datum === datum);

/** First and last offered day (the date picker's bounds), or null without slots. */
export function slotRange(slots: readonly Slot[]): { min: string; max: string } | null {
  if (!slots.length) return null;
  const days = slots.map((s) => s.datum).sort();
  return { min: days[0], max: days[days.length - 1] };
}
