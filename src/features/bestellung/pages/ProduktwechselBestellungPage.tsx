import { OrderFlow } from '../components/OrderFlow';
import { useOrderRouteProps } from '../orderRoute';

/**
 * Product change order (also promo, documents and special-contract variants via the query). With
 * spezialangebot=true (the special-offer tab) it offers the customer's special offer, preselected.
 */
export default function ProduktwechselBestellungPage() {
  const route = useOrderRouteProps();
  return <OrderFlow kind={route.spezialangebot ? 'spezialangebot' : 'produktwechsel'} route={route} />;
}
