import { OrderFlow } from '../components/OrderFlow';
import { useOrderRouteProps, type OrderRouteProps } from '../orderRoute';

/** Mobile add-on order: receives the route params as props (spec §2). */
export function MobilfunkBestellung(props: OrderRouteProps) {
  return <OrderFlow kind="mobilfunk" route={props} />;
}

/** Thin wrapper: route params and query values → props. */
export default function MobilfunkBestellungPage() {
  return <MobilfunkBestellung {...useOrderRouteProps()} />;
}
