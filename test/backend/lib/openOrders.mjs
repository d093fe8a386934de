/**
 * "Must not run twice" on the server: a second open request of the same kind for the same contract
 * is refused with 409 and a German text. The kinds come from the table the portal uses as well
 * (src/config/orderGuard.json): the tariff changes (product change, loyalty offer, technology upgrade, special
 * offer) are one kind, as each replaces the tariff.
 */
import guard from '../../../src/config/orderGuard.json' with { type: 'json' };
import { sameId } from './shapes.mjs';

/** @typedef {{ art: string, bestellart?: string, vertragsId: string, status: string }} VorgangLike */

/** The kind (group) of a request: an order's `bestellart`, else the art (umzug, kuendigung, router). */
export function kindOf(art, bestellart) {
  const key = art === 'bestellung' ? (bestellart ?? '') : art;
  return guard.ORDER_KIND_GROUPS[key] ?? key;
}

/** A request's kinds: an order with a move date (a move with a tariff change) is a move as well. */
const kindsOf = (v) => [kindOf(v.art, v.bestellart), ...(v.umzugsdatum ? ['umzug'] : [])];

const TEXTS = {
  tarifwechsel:
    'Für diesen Vertrag läuft bereits ein Tarifwechsel. Ein zweiter Auftrag ist erst möglich, wenn er abgeschlossen ist. Den Stand sehen Sie unter „Meine Aufträge“.',
  umzug:
    'Für diesen Vertrag ist bereits ein Umzug beauftragt. Ein zweiter Umzug ist erst möglich, wenn er abgeschlossen ist. Den Stand sehen Sie unter „Meine Aufträge“.',
  kuendigung: 'Für diesen Vertrag liegt bereits eine Kündigung vor. Sie wurde nicht noch einmal gesendet.',
};
const OTHER =
  'Für diesen Vertrag läuft bereits ein gleichartiger Auftrag. Er wurde nicht noch einmal gesendet. Den Stand sehen Sie unter „Meine Aufträge“.';

/**
 * a finished or withdrawn request no longer blocks a new one, nor does an order held for review (sent without
 * hmac: anyone who knows a contract id and customer number could send one)
 */
const DONE = new Set(['abgeschlossen', 'widerrufen', 'in_pruefung']);

/** 409 text for a second open request of `kind`; exported for the tests. */
export const duplicateText = (kind) => TEXTS[kind] ?? OTHER;

/**
 * The 409 answer when the customer has an open request (any status but 'abgeschlossen') of the same kind for
 * the contract, else null. The route sends it: `if (dup) return reply.code(409).send(dup)`.
 * @param {{ vorgaenge?: VorgangLike[] } | null | undefined} customer
 * @returns {{ message: string, code: 'ALREADY_RUNNING' } | null}
 */
export function secondOpen(customer, vertragsId, art, bestellart) {
  if (!customer) return null;
  const kind = kindOf(art, bestellart);
  const open = (customer.vorgaenge ?? []).some(
    (v) => !DONE.has(v.status) && sameId(v.vertragsId, vertragsId) && kindsOf(v).includes(kind),
  );
  return open ? { message: duplicateText(kind), code: 'ALREADY_RUNNING' } : null;
}
