import type { TabProps } from './TabProps';
import { OrderOffer } from './OrderOffer';

/** Tab "option-hinzufuegen": what it offers and the way into its order flow. */
export default function OptionHinzufuegenTab({ vertrag }: TabProps) {
  return <OrderOffer tab="option-hinzufuegen" vertrag={vertrag} />;
}
