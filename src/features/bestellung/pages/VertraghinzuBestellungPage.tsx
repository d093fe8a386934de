import { registerMessages } from '../../../i18n';
import bestellung from '../../../i18n/de/bestellung.json';
import { OrderFlow } from '../components/OrderFlow';
import { useOrderRouteProps } from '../orderRoute';

registerMessages('bestellung', bestellung);

/** New contract at the GFPlus address (id = first contract; address, recAdresse and customerId in the query). */
export default function VertraghinzuBestellungPage() {
  return <OrderFlow kind="vertraghinzu" route={useOrderRouteProps()} />;
}
