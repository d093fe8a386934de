import Typography from '@mui/material/Typography';
import { useAppSelector } from '../../../app/hooks';
import { SpecialOfferPrice } from '../../specialOffer/SpecialOfferPrice';
import { OrderOffer } from './OrderOffer';
import type { TabProps } from './TabProps';
import { useVertraegeT } from '../../../i18n/texts/vertraege';

/** The customer's special offer for this contract (route vertrag.spezialangebot). */
export default function SpezialangebotTab({ vertrag }: TabProps) {
  const { t } = useVertraegeT();
  const offer = useAppSelector((state) => state.specialOffer.offer);
  if (!offer || offer.contractId !== vertrag.contractId)
    return <Typography>{t('order.spezialangebot.none')}</Typography>;
  return (
    <OrderOffer
      tab="spezialangebot"
      vertrag={vertrag}
      text={t('order.spezialangebot.text', { title: offer.title, text: offer.text })}
    >
      <SpecialOfferPrice offer={offer} />
    </OrderOffer>
  );
}
