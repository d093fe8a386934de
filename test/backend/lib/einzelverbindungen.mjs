/**
 * The call lists as they leave the stand-in: each connection's calls under its contract's itemised-bill choice
 * (src/lib/evn.mjs), counselling services left out. The provider's backend must apply the same rule wherever it
 * hands out calls (login, user/current).
 */
import { EVN_STANDARD, evnVerbindungen } from '../../../src/lib/evn.mjs';
import { BERATUNGSSTELLEN } from '../data/kostenSchutz.mjs';

/** A contract's itemised-bill choice, kept with the customer by routes/kostenSchutz.mjs. */
export const evnArtOf = (customer, contractId) => customer.kostenSchutz?.[contractId]?.evn?.art ?? EVN_STANDARD;

/** @param {{ telefonkosten: Array<{ contractId: string, calls: Array<{ number: string }> }> }} customer */
export function telefonkostenView(customer) {
  return customer.telefonkosten.map((t) => {
    const evn = evnArtOf(customer, t.contractId);
    return { ...t, evn, calls: evnVerbindungen(t.calls, evn, BERATUNGSSTELLEN) };
  });
}
