import { registerMessages } from '../../../i18n';
import bestellung from '../../../i18n/de/bestellung.json';
import { OrderFlow } from '../components/OrderFlow';
import { useOrderRouteProps } from '../orderRoute';

registerMessages('bestellung', bestellung);

/** Contract add-on order: the product stays, options are added. */
export default function ZusatzoptionBestellungPage() {
  return <OrderFlow kind="option" route={useOrderRouteProps()} addOn />;
}
