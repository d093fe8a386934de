import { registerMessages } from '../../../i18n';
import bestellung from '../../../i18n/de/bestellung.json';
import { OrderFlow } from '../components/OrderFlow';
import { useOrderRouteProps } from '../orderRoute';

registerMessages('bestellung', bestellung);

/** Technology upgrade order: query technologie, or glasUpgradeFrom for the 25 upgrade (glass-fibre variant). */
export default function TechnupgradeBestellungPage() {
  return <OrderFlow kind="technologiewechsel" route={useOrderRouteProps()} />;
}
