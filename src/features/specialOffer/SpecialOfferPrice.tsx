import { lazy, Suspense } from 'react';
import type { Kundenspezialangebot } from '../../api/types';

/** The order's price wording and its texts load with the first offer that names a price, not with every start page. */
const SpecialOfferPriceText = lazy(() => import('./SpecialOfferPriceText'));

/** The price a special offer advertises, with the price after its offer months (SpecialOfferPriceText). */
export function SpecialOfferPrice({ offer }: { offer: Kundenspezialangebot }) {
  if (offer.monthlyPrice === null) return null;
  return (
    <Suspense fallback={null}>
      <SpecialOfferPriceText offer={offer} />
    </Suspense>
  );
}
