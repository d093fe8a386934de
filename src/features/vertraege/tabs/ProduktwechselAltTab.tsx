import type { TabProps } from './TabProps';
import { OrderOffer } from './OrderOffer';

/** Tab "produktwechselalt": what it offers and the way into its order flow. */
export default function ProduktwechselAltTab({ vertrag }: TabProps) {
  return <OrderOffer tab="produktwechselalt" vertrag={vertrag} />;
}
