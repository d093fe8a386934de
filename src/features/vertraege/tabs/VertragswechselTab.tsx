import type { TabProps } from './TabProps';
import { OrderOffer } from './OrderOffer';

/** Tab "vertragswechsel": what it offers and the way into its order flow. */
export default function VertragswechselTab({ vertrag }: TabProps) {
  return <OrderOffer tab="vertragswechsel" vertrag={vertrag} />;
}
