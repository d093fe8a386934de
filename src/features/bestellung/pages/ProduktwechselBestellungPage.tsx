import { registerMessages } from '../../../i18n';
import bestellung from '../../../i18n/de/bestellung.json';
import { OrderFlow } from '../components/OrderFlow';
import { useOrderRouteProps } from '../orderRoute';

registerMessages('bestellung', bestellung);

/** Product change order (also promo, documents and special-contract variants via the query). */
export default function ProduktwechselBestellungPage() {
  return <OrderFlow kind="produktwechsel" route={useOrderRouteProps()} />;
}
