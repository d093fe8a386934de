/** Move (umzug): where the availability code leads (spec §3), as a pure function. */
import type { UmzugWechsel } from '../../api/types';
import type { Query, RouteName } from '../../config/paths';
import type { RouteTarget } from '../eligibility/rules';
import type { UmzugRequest } from './bestellungPortalApi';
import type { OrderRouteProps } from './orderRoute';

export interface NeueAdresse {
  strasse: string;
  hausnummer: string;
  zusatz: string;
  plz: string;
  ort: string;
  umzugsdatum: string;
}

const ROUTE_BY_CODE: Record<NonNullable<UmzugWechsel['code']>, RouteName> = {
  0: 'vertragdetail.umzugabbruch',
  1: 'vertragdetail.umzugsofort',
  2: 'vertragdetail.umzugwechsel',
  3: 'vertragdetail.produktwechsel.bestellung',
  4: 'vertragdetail.technupgrade.bestellung',
};

/** umzugWechsel.code → the next screen, carrying the new address (hnr = number + addon) and date. */
export function umzugTarget(
  code: UmzugWechsel['code'],
  contractId: string,
  a: NeueAdresse,
  extra: Query = {},
): RouteTarget {
  return {
    // no readable code: no move or switch can be offered (code 0, §3)
    name: ROUTE_BY_CODE[code ?? 0] ?? ROUTE_BY_CODE[0],
    params: { id: contractId },
    query: {
      plz: a.plz,
      ort: a.ort,
      str: a.strasse,
      hnr: `${a.hausnummer}${a.zusatz}`,
      hnrZusatz: a.zusatz || undefined,
      umzugsdatum: a.umzugsdatum,
      ...extra,
    },
  };
}

/** The move request of the umzug screens from their route values (null when the address is missing). */
export function umzugRequestOf(route: OrderRouteProps): UmzugRequest | null {
  if (!route.str || !route.plz || !route.ort || !route.hnr || !route.umzugsdatum) return null;
  const zusatz = route.hnrZusatz ?? '';
  const hausnummer = zusatz && route.hnr.endsWith(zusatz) ? route.hnr.slice(0, -zusatz.length) : route.hnr;
  return {
    umzugsdatum: route.umzugsdatum,
    plz: route.plz,
    ort: route.ort,
    strasse: route.str,
    hausnummer,
    hausnummernzusatz: zusatz,
  };
}
