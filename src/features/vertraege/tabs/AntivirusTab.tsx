import type { TabProps } from './TabProps';
import { BookedOption, OrderOffer } from './OrderOffer';
import { useVertraegeT } from '../../../i18n/texts/vertraege';

/** Tab "antivirus": the booked option and the way to extend it. */
export default function AntivirusTab({ vertrag }: TabProps) {
  const { t } = useVertraegeT();
  return (
    <OrderOffer
      tab="antivirus"
      vertrag={vertrag}
      text={t('order.antivirus.text', { numbers: vertrag.phoneNumbers.join(', ') })}
    >
      <BookedOption vertrag={vertrag} suffix="AV" />
    </OrderOffer>
  );
}
