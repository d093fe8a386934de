/**
 * "Must not run twice", the one rule for every order kind: tariff change, loyalty offer, technology
 * upgrade, add-ons, GFPlus contract, move, bank change, cancellation and router activation. A call being sent is
 * remembered in the tab (orderMarks.ts: kind, contract, time; no personal data) until its answer or for at most
 * PENDING_MAX_MS; a confirmed one for DONE_KEEP_MS. The order screen of that contract and kind then shows
 * "wird übermittelt" or "Auftrag läuft" instead of the form. Meine Aufträge (user/vorgaenge), when the backend
 * offers it, adds what other tabs or devices sent. The kinds and their groups are shared with the stand-in
 * (src/config/orderGuard.json): the tariff changes are one group, as each replaces the tariff.
 */
import guard from '../../config/orderGuard.json';
import type { Vorgang } from './auftraegeApi';

export const PENDING_MAX_MS = guard.PENDING_MAX_MS;
export const DONE_KEEP_MS = guard.DONE_KEEP_MS;
/** Vorgänge received up to this long before the mark still count as its answer (clocks of server and device). */
const CLOCK_SLACK_MS = 2 * 60 * 1000;

export type OrderOnceKind = keyof typeof guard.ORDER_KIND_GROUPS;
/** Any contract: the public cancellation form, which learns its contract from what is typed. */
export const ANY_CONTRACT = '*';

export interface OrderMark {
  kind: OrderOnceKind;
  /** contract id ('' for the bank change, which is the account's) */
  contract: string;
  /** ms since 1970: when the call was started, or when it was confirmed */
  at: number;
  phase: 'pending' | 'done';
  /** Idempotency-Key of the call (a random id) */
  key: string;
}

export type OrderScreen =
  | { view: 'form' }
  | { view: 'pending'; mark: OrderMark }
  | { view: 'done'; since: number | null; contract: string };

const groupOf = (kind: string): string => (guard.ORDER_KIND_GROUPS as Record<string, string>)[kind] ?? kind;

export const sameGroup = (a: string, b: string) => groupOf(a) === groupOf(b);

/**
 * The kinds of a Vorgang of Meine Aufträge: an order's bestellart, else its art; an order that carries a move date
 * (a move with a tariff change) is a move as well.
 */
const vorgangKinds = (v: Vorgang) => [
  v.art === 'bestellung' ? (v.bestellart ?? '') : v.art,
  ...(v.art === 'bestellung' && v.umzugsdatum ? ['umzug'] : []),
];

const matches = (contract: string, wanted: string) => wanted === ANY_CONTRACT || contract === wanted;

/** Marks that still count: pending ones for PENDING_MAX_MS, confirmed ones for DONE_KEEP_MS. */
export function liveMarks(marks: readonly OrderMark[], now: number): OrderMark[] {
  return marks.filter((m) => now - m.at < (m.phase === 'pending' ? PENDING_MAX_MS : DONE_KEEP_MS) && now >= m.at);
}

/**
 * What the order screen of `kind` for `contract` shows: the form, "wird übermittelt" (a call of this group is
 * on its way, from this tab), or "Auftrag läuft" (one was confirmed in this tab, or Meine Aufträge lists a
 * running one). `vorgaenge` is undefined when the backend does not offer the list: the marks alone decide.
 */
export function orderScreen({
  marks,
  vorgaenge,
  kind,
  contract,
  now,
}: {
  marks: readonly OrderMark[];
  vorgaenge?: readonly Vorgang[];
  kind: OrderOnceKind;
  contract: string;
  now: number;
}): OrderScreen {
  const mine = liveMarks(marks, now)
    .filter((m) => sameGroup(m.kind, kind) && matches(m.contract, contract))
    .sort((a, b) => b.at - a.at);
  const open = (vorgaenge ?? []).filter(
    (v) =>
      v.status !== 'abgeschlossen' &&
      vorgangKinds(v).some((k) => sameGroup(k, kind)) &&
      matches(v.vertragsId, contract),
  );
  // an order held for review (sent without hmac) blocks nothing: a stranger knowing the contract and customer
  // number could have sent it, and the holder's own order replaces it (the backend drops it)
  const running = open.filter((v) => v.status !== 'in_pruefung');
  const pending = mine.find((m) => m.phase === 'pending');
  if (pending) {
    // a call whose answer this tab lost (reload): it arrived if Meine Aufträge lists one from that time on
    const arrived = open.find((v) => Date.parse(v.eingangAm) >= pending.at - CLOCK_SLACK_MS);
    if (arrived) return { view: 'done', since: Date.parse(arrived.eingangAm), contract: arrived.vertragsId };
    return { view: 'pending', mark: pending };
  }
  const done = mine.find((m) => m.phase === 'done');
  if (done) return { view: 'done', since: done.at, contract: done.contract };
  const [newest] = running;
  if (newest) return { view: 'done', since: Date.parse(newest.eingangAm) || null, contract: newest.vertragsId };
  return { view: 'form' };
}
