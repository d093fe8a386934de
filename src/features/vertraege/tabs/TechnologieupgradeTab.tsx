import type { TabProps } from './TabProps';
import { OrderOffer } from './OrderOffer';

/** Tab "technologieupgrade": what it offers and the way into its order flow. */
export default function TechnologieupgradeTab({ vertrag }: TabProps) {
  return <OrderOffer tab="technologieupgrade" vertrag={vertrag} />;
}
