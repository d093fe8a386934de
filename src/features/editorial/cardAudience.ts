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
