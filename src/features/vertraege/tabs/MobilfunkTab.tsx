import type { TabProps } from './TabProps';
import { OrderOffer } from './OrderOffer';

/** Tab "mobilfunk": what it offers and the way into its order flow. */
export default function MobilfunkTab({ vertrag }: TabProps) {
  return <OrderOffer tab="mobilfunk" vertrag={vertrag} />;
}
