import { registerMessages } from '../../../i18n';
import bestellung from '../../../i18n/de/bestellung.json';
import { OrderFlow } from '../components/OrderFlow';
import { useOrderRouteProps } from '../orderRoute';

registerMessages('bestellung', bestellung);

/** Loyalty-offer order (downgradeAllowed=false comes with the route). */
export default function TreueangebotBestellungPage() {
  return <OrderFlow kind="treueangebot" route={useOrderRouteProps()} />;
}
