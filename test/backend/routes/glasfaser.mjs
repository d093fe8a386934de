/**
 * „Benachrichtigen, sobald verfügbar“ (our design beyond the spec): where the glass-fibre build-out at a contract's
 * address is planned or under way, the customer asks to be told when fibre can be ordered there. Session required
 * (portal.mjs); lives on the customer, so /__test/reset forgets it.
 * GET glasfaser/benachrichtigung/:contractId → { vertragsId, ausbaustatus, moeglich, angemeldet, id, angemeldetAm, email }
 * POST glasfaser/benachrichtigung/:contractId → the receipt { id, vertragsId, angemeldetAm, email }; a second POST
 * answers the first receipt. Refused (409) where fibre is available already or not planned: the rule the provider's
 * system applies is the portal's (src/features/eligibility/glasfaser.ts: planned or under construction).
 */
import { HttpError } from '../lib/util.mjs';
import { findContract } from '../lib/request.mjs';

const KOMMT = new Set(['geplant', 'im_bau']);

const listOf = (customer) => {
  customer.glasfaserBenachrichtigungen ??= [];
  return customer.glasfaserBenachrichtigungen;
};

export async function glasfaserRoutes(app) {
  const ctx = app.ctx;
  const { store } = ctx;

  app.get('/glasfaser/benachrichtigung/:contractId', async (req) => {
    const v = findContract(req, req.params.contractId);
    const own = listOf(req.customer).find((b) => b.vertragsId === v.contractId) ?? null;
    return {
      vertragsId: v.contractId,
      ausbaustatus: v.ausbaustatus,
      moeglich: KOMMT.has(v.ausbaustatus),
      angemeldet: Boolean(own),
      id: own?.id ?? '',
      angemeldetAm: own?.angemeldetAm ?? '',
      email: own?.email ?? req.customer.kundendaten.email,
    };
  });

  app.post('/glasfaser/benachrichtigung/:contractId', async (req) => {
    const v = findContract(req, req.params.contractId);
    if (!KOMMT.has(v.ausbaustatus))
      throw Object.assign(
        new HttpError(
          409,
          v.ausbaustatus === 'fertig'
            ? 'Glasfaser ist an dieser Adresse bereits verfügbar.'
            : 'An dieser Adresse ist kein Glasfaserausbau geplant.',
        ),
        { code: 'NICHT_MOEGLICH' },
      );
    const list = listOf(req.customer);
    const own = list.find((b) => b.vertragsId === v.contractId);
    if (own) return own;
    const receipt = {
      id: store.nextVorgang('GB'),
      vertragsId: v.contractId,
      angemeldetAm: new Date(ctx.nowMs()).toISOString(),
      email: req.customer.kundendaten.email,
    };
    list.push(receipt);
    return receipt;
  });
}
