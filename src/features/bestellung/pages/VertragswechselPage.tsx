import { registerMessages } from '../../../i18n';
import bestellung from '../../../i18n/de/bestellung.json';
import { OrderFlow } from '../components/OrderFlow';
import { useOrderRouteProps } from '../orderRoute';

registerMessages('bestellung', bestellung);

/** Contract change order. */
export default function VertragswechselPage() {
  return <OrderFlow kind="vertragswechsel" route={useOrderRouteProps()} />;
}
