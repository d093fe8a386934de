import { OrderFlow } from '../components/OrderFlow';
import { useOrderRouteProps } from '../orderRoute';

/** Contract add-on order: the product stays, options are added. */
export default function ZusatzoptionBestellungPage() {
  return <OrderFlow kind="option" route={useOrderRouteProps()} addOn />;
}
