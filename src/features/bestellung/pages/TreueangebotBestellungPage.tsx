import { OrderFlow } from '../components/OrderFlow';
import { useOrderRouteProps } from '../orderRoute';

/** Loyalty-offer order (downgradeAllowed=false comes with the route). */
export default function TreueangebotBestellungPage() {
  return <OrderFlow kind="treueangebot" route={useOrderRouteProps()} />;
}
