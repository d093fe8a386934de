/** Which address an order is for and the GET produkte query of an order screen (spec §2, §7), pure. */
import type { OrderAddress, Vertrag } from '../../api/types';
import { CLIENT_IDS } from '../../config/constants';
import { houseNumber } from '../../lib/address';
import { kundentypIdOf } from '../eligibility/rules';
import type { ProdukteQuery } from '../eligibility/eligibilityApi';
import type { OrderKind } from './offerRules';
import type { OrderRouteProps } from './orderRoute';

const DEFAULT_CLIENT: Record<OrderKind, string> = {
  produktwechsel: CLIENT_IDS.produktwechsel,
  treueangebot: CLIENT_IDS.treueangebot,
  technologiewechsel: CLIENT_IDS.main,
  vertraghinzu: CLIENT_IDS.vertraghinzuGfplus,
  mobilfunk: CLIENT_IDS.mobilfunk,
  option: CLIENT_IDS.main,
  umzug: CLIENT_IDS.main,
  vertragswechsel: CLIENT_IDS.produktwechsel,
  spezialangebot: CLIENT_IDS.produktwechsel,
};

/** The route names its own address (GFPlus address, new home of a move). */
export const routeHasAddress = (route: OrderRouteProps): boolean => Boolean(route.str && route.plz && route.ort);

/** The order's consumption address: the route's address (GFPlus, new home) or the contract's. */
export function verbrauchsstelleOf(route: OrderRouteProps, contract: Vertrag): OrderAddress {
  if (routeHasAddress(route))
    return { strasse: route.str ?? '', hausnummer: route.hnr ?? '', plz: route.plz ?? '', ort: route.ort ?? '' };
  return {
    strasse: contract.contractStreet,
    hausnummer: houseNumber(contract.contractStreetNumber, contract.contractStreetNumberAddon),
    plz: contract.contractZipcode,
    ort: contract.contractCity,
  };
}

/** The order is about the contract's own address: its build-out status applies (not for a move or GFPlus). */
export const atContractAddress = (route: OrderRouteProps, contract: Vertrag): boolean => {
  if (route.umzugsdatum) return false;
  const a = verbrauchsstelleOf(route, contract);
  return a.plz === contract.contractZipcode && a.strasse === contract.contractStreet;
};

/** GET produkte parameters of §7, or the glass-fibre-upgrade variant when the route asks for it. */
export function produkteQueryOf(
  kind: OrderKind,
  route: OrderRouteProps,
  contract: Vertrag,
  customerType: 'privat' | 'business',
  organisationCustomerId: string | null,
): ProdukteQuery {
  const a = verbrauchsstelleOf(route, contract);
  const base = {
    strasse: a.strasse,
    hausnummer: a.hausnummer,
    plz: a.plz,
    ort: a.ort,
    clientId: route.clientId ?? DEFAULT_CLIENT[kind],
    kundentypId: route.kundentypId ?? kundentypIdOf(customerType),
    bestellart: kind,
  };
  if (route.glasUpgradeFrom) {
    return {
      ...base,
      glasUpgradeFrom: route.glasUpgradeFrom,
      kundeOrganiceId: organisationCustomerId ?? '',
      bisherigesProdukt: contract.number,
    };
  }
  return {
    ...base,
    // the external id names the contract's address: not sent when the order is for the new home of a move
    contractAddressExternalId: route.umzugsdatum ? undefined : contract.contractAddressExternalId,
    technologie: route.technologie,
    techwechsel: kind === 'technologiewechsel' || undefined,
  };
}
