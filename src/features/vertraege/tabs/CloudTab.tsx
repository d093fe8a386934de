import type { TabProps } from './TabProps';
import { BookedOption, OrderOffer } from './OrderOffer';
import { useVertraegeT } from '../../../i18n/texts/vertraege';

/** Tab "cloud": the booked option and the way to extend it. */
export default function CloudTab({ vertrag }: TabProps) {
  const { t } = useVertraegeT();
  return (
    <OrderOffer
      tab="cloud"
      vertrag={vertrag}
      text={t('order.cloud.text', { numbers: vertrag.phoneNumbers.join(', ') })}
    >
      <BookedOption vertrag={vertrag} suffix="CL" />
    </OrderOffer>
  );
}
