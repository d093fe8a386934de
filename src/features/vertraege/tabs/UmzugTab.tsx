import type { TabProps } from './TabProps';
import { OrderOffer } from './OrderOffer';

/** Tab "umzug": what it offers and the way into its order flow. */
export default function UmzugTab({ vertrag }: TabProps) {
  return <OrderOffer tab="umzug" vertrag={vertrag} />;
}
