/**
 * THE rule of the customer's rights after a fault report (§ 58 TKG, since December 2021), pure and table-tested:
 * - the provider must say by the day after the report what it does and when it expects the fix (Abs. 2);
 * - if the fault is not fixed within two calendar days after the report, from the third calendar day on each
 *   day of total failure is compensated: on the 3rd and 4th day 5 € or 10 % of the monthly fee, from the 5th day
 *   10 € or 20 %, whichever is higher (Abs. 3);
 * - each missed technician appointment: 10 € or 20 %, whichever is higher (Abs. 4).
 * Days are calendar days in the customer's time zone (Europe/Berlin); day n is the n-th day after the day of the
 * report. The day in progress counts (the failure has reached it); a fixed fault stops the count at its fix day.
 * Amounts are computed in cents (no floating-point drift) and returned in euros.
 */
import { berlinDateTime } from '../../lib/dates';

export interface Paragraph58Input {
  /** ISO instant of the report */
  gemeldetAm: string;
  /** ISO instant "now" (the backend's `stand`, so the portal and the backend count the same days) */
  stand: string;
  /** ISO instant of the fix, or null */
  behobenAm: string | null;
  /** the service failed completely (only then is each day compensated) */
  totalausfall: boolean;
  /** the contract's monthly fee in EUR; null = unknown (then the fixed amounts apply as a minimum) */
  monatsentgelt: number | null;
  /** number of technician appointments the provider missed */
  verpassteTermine: number;
}

export interface Paragraph58 {
  /** calendar days since the report (0 on the day of the report), up to the fix when fixed */
  tageSeitMeldung: number;
  /** yyyy-MM-dd: by this day the provider must say what it does and when it expects the fix */
  rueckmeldungBis: string;
  /** yyyy-MM-dd: the first day compensated (3rd calendar day after the report) */
  entschaedigungAb: string;
  /** yyyy-MM-dd: from this day the higher rate applies (5th calendar day) */
  erhoehtAb: string;
  /** EUR per day on the 3rd and 4th day, from the 5th day, and per missed appointment */
  satzAb3: number;
  satzAb5: number;
  satzTermin: number;
  /** compensated days so far at each rate */
  tageAb3: number;
  tageAb5: number;
  /** EUR so far: for the days of total failure, for missed appointments, both */
  ausfall: number;
  termine: number;
  summe: number;
  /** false: the monthly fee is unknown, the amounts are the fixed minimum */
  entgeltBekannt: boolean;
}

const DAY_MS = 86_400_000;

/** yyyy-MM-dd of an instant in Berlin time. */
function berlinDay(instant: string): string {
  const d = berlinDateTime(instant)?.date ?? '';
  const [day, month, year] = d.split('.');
  return `${year}-${month}-${day}`;
}
const utc = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
const plusDays = (day: string, n: number) => new Date(utc(day) + n * DAY_MS).toISOString().slice(0, 10);

/** The higher of a fixed amount and a share of the monthly fee, in cents. */
function rate(fixedCents: number, percent: number, fee: number | null): number {
  return fee === null ? fixedCents : Math.max(fixedCents, Math.round(fee * percent));
}

export function paragraph58(input: Paragraph58Input): Paragraph58 {
  const meldetag = berlinDay(input.gemeldetAm);
  const bis = input.behobenAm && input.behobenAm < input.stand ? input.behobenAm : input.stand;
  const tage = Math.max(0, Math.round((utc(berlinDay(bis)) - utc(meldetag)) / DAY_MS));
  const fee = input.monatsentgelt !== null && input.monatsentgelt > 0 ? input.monatsentgelt : null;
  const satzAb3 = rate(500, 10, fee);
  const satzAb5 = rate(1000, 20, fee);
  const tageAb3 = input.totalausfall ? Math.max(0, Math.min(tage, 4) - 2) : 0;
  const tageAb5 = input.totalausfall ? Math.max(0, tage - 4) : 0;
  const ausfall = tageAb3 * satzAb3 + tageAb5 * satzAb5;
  const termine = Math.max(0, input.verpassteTermine) * satzAb5;
  return {
    tageSeitMeldung: tage,
    rueckmeldungBis: plusDays(meldetag, 1),
    entschaedigungAb: plusDays(meldetag, 3),
    erhoehtAb: plusDays(meldetag, 5),
    satzAb3: satzAb3 / 100,
    satzAb5: satzAb5 / 100,
    satzTermin: satzAb5 / 100,
    tageAb3,
    tageAb5,
    ausfall: ausfall / 100,
    termine: termine / 100,
    summe: (ausfall + termine) / 100,
    entgeltBekannt: fee !== null,
  };
}
