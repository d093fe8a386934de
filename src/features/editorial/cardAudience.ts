import { CUSTOMER_TYPE_READINGS, type CustomerType } from '../../api/schemaParts';
import type { Vertrag } from '../../api/types';
import type { EditorialCard } from './editorialSchemas';
import { BOOKED_OPTION_IDS } from '../../config/constants';
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
 * Whether a card sells what the customer already has: a product it names (a tariff's number, or an option's id) is
 * the tariff of one of their contracts, an option booked on one, or ordered and on its way. A card that names none
 * is no such upsell.
 */
export function sellsWhatIsHeld(card: Pick<EditorialCard, 'produktnummern'>, held: readonly string[]): boolean {
  return advertised(card.produktnummern).some((p) => held.includes(p));
}

/** The cards a customer is shown: for their customer type, and none that sells what they already have. */
export function cardsFor<T extends Pick<EditorialCard, 'kundentypen' | 'produktnummern'>>(
  cards: readonly T[],
  customerType: CustomerType | null,
  held: readonly string[],
): T[] {
  return cards.filter((card) => isCardFor(card, customerType) && !sellsWhatIsHeld(card, held));
}

/** Whether a card names products (its audience then depends on what the customer holds and has ordered). */
export const namesProducts = (card: Pick<EditorialCard, 'produktnummern'>): boolean =>
  advertised(card.produktnummern).length > 0;

/**
 * What a customer holds for the cards: their contracts' tariffs, the options booked on them (catalogue ids), the
 * products of orders on their way (not withdrawn), and those an order document of the provider's contract system
 * confirms (an order placed elsewhere, not yet a contract).
 */
export function heldProducts(
  contracts: ReadonlyArray<Pick<Vertrag, 'number' | 'options'>>,
  ordered: ReadonlyArray<{ produktnummer?: string; status?: string }>,
  confirmed: ReadonlyArray<{ produktnummer?: string }> = [],
): string[] {
  return [
    ...contracts.map((c) => c.number),
    ...contracts.flatMap((c) => (c.options ?? []).map((o) => BOOKED_OPTION_IDS[o])),
    ...ordered.filter((x) => x.produktnummer && x.status !== 'widerrufen').map((x) => x.produktnummer as string),
    ...confirmed.map((d) => d.produktnummer ?? ''),
  ].filter(Boolean);
}
