import { useTranslation } from 'react-i18next';
import type { TabProps } from './TabProps';
import { BookedOption, OrderOffer } from './OrderOffer';

/** Tab "voip-telefonie": the booked option and the way to extend it. */
export default function VoipTelefonieTab({ vertrag }: TabProps) {
  const { t } = useTranslation('vertraege');
  return (
    <OrderOffer
      tab="voip-telefonie"
      vertrag={vertrag}
      text={t('order.voip-telefonie.text', { numbers: vertrag.phoneNumbers.join(', ') })}
    >
      <BookedOption vertrag={vertrag} suffix="VO" />
    </OrderOffer>
  );
}
