/**
 * Who may order for a contract on the order API, which has no session: the caller shows the contract's customer
 * number and its hmac (signed only for the session customer's own contracts, portal-auth.mjs). Every failure of
 * that proof gets one neutral answer and counts per client address, so the API tells nobody which contract ids
 * exist or whose they are. An order without an hmac is held for review: it never blocks the holder's own order,
 * which drops it.
 */
import { createHmac } from 'node:crypto';
import { sameId } from './shapes.mjs';
import { str } from './util.mjs';
import { createFailureThrottle, tooMany } from './throttle.mjs';
import { hasProof, stepUpAction } from './security.mjs';
import { kindOf } from './openOrders.mjs';

/** The one answer for an unknown contract, a customer number that does not fit it and a wrong hmac. */
export const ORDER_NEUTRAL = {
  code: 'NICHT_ZUZUORDNEN',
  message:
    'Wir konnten die Bestellung keinem Vertrag zuordnen. Bitte laden Sie die Seite neu und versuchen Sie es erneut. Es wurde nichts bestellt.',
};

/** failed proofs per client address in the login window (the customer number is the caller's claim) */
const FAILURES_PER_ADDRESS = 20;

export function createOrderTrust(ctx) {
  const failures = createFailureThrottle(ctx, {
    perCustomer: FAILURES_PER_ADDRESS,
    perAddress: FAILURES_PER_ADDRESS,
  });
  return {
    /**
     * The contract's customer when the order proves it (customer number, and an hmac that is valid or empty);
     * otherwise `{ reply }`: 429 while this address is blocked, else the neutral 400.
     */
    ownerOf(req, reply, b) {
      const wait = failures?.retryAfter('', req.ip) ?? 0;
      if (wait) return { reply: tooMany(reply, wait, 'Versuche') };
      const customer = ctx.store.customers.find((c) => c.contracts.some((v) => sameId(v.contractId, b.vertragsId)));
      const validHmac = createHmac('sha256', ctx.opts.hmacKey).update(str(b.vertragsId)).digest('hex');
      if (!customer || customer.kundendaten.number !== str(b.kundennummer) || (b.hmac && b.hmac !== validHmac)) {
        failures?.fail('', req.ip);
        return { reply: reply.code(400).send(ORDER_NEUTRAL) };
      }
      return { customer };
    },
  };
}

/**
 * Whether an order needs the code first (the step-up table, src/config/stepUp.json): an order with a valid hmac
 * of a customer whose two-step mode asks for it, without the proof of a code confirmed in the portal
 * (PROOF_HEADER). An order without hmac executes nothing (held for review), so it needs none.
 */
export const orderNeedsCode = (ctx, req, customer, b) =>
  Boolean(b.hmac) &&
  Boolean(stepUpAction(customer, 'order', 'POST', '/artikelhinzuproduktwechsel')) &&
  !hasProof(ctx, req, customer);

/**
 * The holder orders with a valid hmac: orders held for review of the same kind and contract (anyone's, sent
 * without hmac) are dropped, from the customer's requests and from the order list.
 */
export function dropHeld(ctx, customer, vertragsId, bestellart) {
  const kind = kindOf('bestellung', bestellart);
  const held = (customer.vorgaenge ?? []).filter(
    (v) =>
      v.status === 'in_pruefung' &&
      v.art === 'bestellung' &&
      sameId(v.vertragsId, vertragsId) &&
      kindOf(v.art, v.bestellart) === kind,
  );
  if (!held.length) return;
  const refs = new Set(held.map((v) => v.referenz));
  customer.vorgaenge = customer.vorgaenge.filter((v) => !refs.has(v.referenz));
  ctx.store.orders = ctx.store.orders.filter((o) => !refs.has(o.auftragsnummer));
}
