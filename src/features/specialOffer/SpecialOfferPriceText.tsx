import Typography from '@mui/material/Typography';
import type { Kundenspezialangebot } from '../../api/types';
import { specialOfferTerms } from '../bestellung/orderTerms';
import { monthlyText } from '../bestellung/termsText';
import { useBestellungT } from '../../i18n/texts/bestellung';

/**
 * The price a special offer advertises, in the words of the order's terms: „39,99 € monatlich in den ersten 12
 * Monaten, ab dem 13. Monat 54,99 € monatlich“. Nothing when the offer names no price, or an offer price without
 * the price after it.
 */
export default function SpecialOfferPriceText({ offer }: { offer: Kundenspezialangebot }) {
  const { t } = useBestellungT();
  const terms = specialOfferTerms(offer);
  if (!terms) return null;
  return (
    <Typography component="p" sx={{ fontWeight: 700, mb: 2 }}>
      {monthlyText(t, terms)}
    </Typography>
  );
}
