import { useTranslation } from 'react-i18next';
import type { TabProps } from './TabProps';
import { OrderOffer } from './OrderOffer';

/** Tab "energie-bundle": energy contracts show their bundle, internet contracts are offered one. */
export default function EnergieBundleTab({ vertrag }: TabProps) {
  const { t } = useTranslation('vertraege');
  const text = vertrag.category === 'energie' ? t('order.energie-bundle.textEnergie') : t('order.energie-bundle.text');
  return <OrderOffer tab="energie-bundle" vertrag={vertrag} text={text} />;
}
