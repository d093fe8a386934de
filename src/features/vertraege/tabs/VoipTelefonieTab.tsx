import type { TabProps } from './TabProps';
import { BookedOption, OrderOffer } from './OrderOffer';
import { useVertraegeT } from '../../../i18n/texts/vertraege';

/** Tab "voip-telefonie": the booked option and the way to extend it. */
export default function VoipTelefonieTab({ vertrag }: TabProps) {
  const { t } = useVertraegeT();
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
