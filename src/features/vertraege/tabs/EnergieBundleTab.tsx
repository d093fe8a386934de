import type { TabProps } from './TabProps';
import { OrderOffer } from './OrderOffer';
import { useVertraegeT } from '../../../i18n/texts/vertraege';

/** Tab "energie-bundle": energy contracts show their bundle, internet contracts are offered one. */
export default function EnergieBundleTab({ vertrag }: TabProps) {
  const { t } = useVertraegeT();
  const text = vertrag.category === 'energie' ? t('order.energie-bundle.textEnergie') : t('order.energie-bundle.text');
  return <OrderOffer tab="energie-bundle" vertrag={vertrag} text={text} />;
}
