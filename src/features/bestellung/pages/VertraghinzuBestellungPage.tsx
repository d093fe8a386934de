import { OrderFlow } from '../components/OrderFlow';
import { useOrderRouteProps } from '../orderRoute';

/** New contract at the GFPlus address (id = first contract; address, recAdresse and customerId in the query). */
export default function VertraghinzuBestellungPage() {
  return <OrderFlow kind="vertraghinzu" route={useOrderRouteProps()} />;
}
