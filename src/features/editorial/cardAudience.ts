import { CUSTOMER_TYPE_READINGS, type CustomerType } from '../../api/schemaParts';
import type { EditorialCard } from '../../api/types';
import { matchesCustomerType } from '../../lib/validators';

/**
 * Whether a card is for this customer (§5 customer-type matching: the card's comma-separated list is tested
 * for membership, in any reading of the type §6 names). A card without a list is for everyone.
 */
export function isCardFor(card: Pick<EditorialCard, 'kundentypen'>, customerType: CustomerType | null): boolean {
  if (!card.kundentypen.trim()) return true;
  if (!customerType) return false;
  const list = card.kundentypen.toLowerCase();
  return CUSTOMER_TYPE_READINGS[customerType].some((reading) => matchesCustomerType(reading, list));
}

/** The product numbers a card advertises ('10100, 20300' → ['10100', '20300']). */
const advertised = (list: string): string[] =>
  list
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);

/**
 * Whether a card upsells only what the customer already has: every product number it names is
 * the current tariff of one of the customer's contracts. A card that names none is no such upsell.
 */
export function upsellsOnlyHeld(card: Pick<EditorialCard, 'produktnummern'>, held: readonly string[]): boolean {
  const products = advertised(card.produktnummern);
  return products.length > 0 && products.every((p) => held.includes(p));
}

/** The cards a customer is shown: for their customer type, and no upsell of tariffs they already hold. */
export function cardsFor<T extends Pick<EditorialCard, 'kundentypen' | 'produktnummern'>>(
  cards: readonly T[],
  customerType: CustomerType | null,
  held: readonly string[],
): T[] {
  return cards.filter((card) => isCardFor(card, customerType) && !upsellsOnlyHeld(card, held));
}
