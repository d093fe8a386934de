import type { TabProps } from './TabProps';
import { OrderOffer } from './OrderOffer';

/** Tab "produktwechsel": what it offers and the way into its order flow. */
export default function ProduktwechselTab({ vertrag }: TabProps) {
  return <OrderOffer tab="produktwechsel" vertrag={vertrag} />;
}
