/** The route values of an order screen (spec §2): path param id plus the query values. */
import { useParams, useSearchParams } from 'react-router-dom';

export interface OrderRouteProps {
  id: string;
  adrId?: string;
  plz?: string;
  ort?: string;
  str?: string;
  hnr?: string;
  clientId?: string;
  kundentypId?: string;
  /** false for loyalty, promo-1345 and documents routes: cheaper products are not offered */
  downgradeAllowed: boolean;
  technologie?: string;
  glasUpgradeFrom?: string;
  recAdresse?: string;
  customerId?: string;
  /** move flows: the move date (yyyy-MM-dd) and the house-number addon of the new address */
  umzugsdatum?: string;
  hnrZusatz?: string;
  /** a move with a tariff change (codes 3, 4): the order kind sent with the move date */
  wechsel?: string;
  /** a move that keeps the contract (code 1): its one-off cost in euros, when the availability check names it */
  umzugKosten?: string;
  /** the special-offer tab's order: the customer's special offer, preselected */
  spezialangebot?: boolean;
}

const KEYS = [
  'adrId',
  'plz',
  'ort',
  'str',
  'hnr',
  'clientId',
  'kundentypId',
  'technologie',
  'glasUpgradeFrom',
  'recAdresse',
  'customerId',
  'umzugsdatum',
  'hnrZusatz',
  'wechsel',
  'umzugKosten',
] as const;

export function orderRouteProps(id: string, search: URLSearchParams): OrderRouteProps {
  const props: OrderRouteProps = { id, downgradeAllowed: search.get('downgradeAllowed') !== 'false' };
  if (search.get('spezialangebot') === 'true') props.spezialangebot = true;
  for (const key of KEYS) {
    const value = search.get(key);
    if (value) props[key] = value;
  }
  return props;
}

/** Thin wrapper logic: route params and query values → props of the screen. */
export function useOrderRouteProps(): OrderRouteProps {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  return orderRouteProps(id, search);
}
