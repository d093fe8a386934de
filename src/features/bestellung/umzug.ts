/** Move (umzug): where the availability code leads (spec §3), as a pure function. */
import type { UmzugWechsel } from '../../api/types';
import type { Query, RouteName } from '../../config/paths';
import { houseNumber } from '../../lib/address';
import type { RouteTarget } from '../eligibility/rules';
import type { UmzugRequest } from './bestellungPortalApi';
import type { OrderRouteProps } from './orderRoute';
import { orderTermsPayload, type OrderTerms } from './orderTerms';

export interface NeueAdresse {
  strasse: string;
  hausnummer: string;
  zusatz: string;
  plz: string;
  ort: string;
  umzugsdatum: string;
}

/** The tariff change a move brings along (codes 3 and 4): the order kind sent with the move date. */
export type UmzugWechselArt = 'produktwechsel' | 'technologiewechsel';

const ROUTE_BY_CODE: Record<NonNullable<UmzugWechsel['code']>, RouteName> = {
  0: 'vertragdetail.umzugabbruch',
  1: 'vertragdetail.umzugsofort',
  // codes 3 and 4 are a move with a tariff change as well: one screen, titled as a move
  2: 'vertragdetail.umzugwechsel',
  3: 'vertragdetail.umzugwechsel',
  4: 'vertragdetail.umzugwechsel',
};
const WECHSEL_BY_CODE: Partial<Record<NonNullable<UmzugWechsel['code']>, UmzugWechselArt>> = {
  3: 'produktwechsel',
  4: 'technologiewechsel',
};

/** The route's `wechsel` value, if it is one the move screen knows. */
export const umzugWechselArtOf = (value: string | undefined): UmzugWechselArt | null =>
  value === 'produktwechsel' || value === 'technologiewechsel' ? value : null;

/**
 * umzugWechsel.code → the next screen, carrying the new address (hnr = number + addon) and date; codes 3 and 4
 * the tariff change to order with the move (`wechsel`), code 1 the move's one-off cost when the answer names it.
 */
export function umzugTarget(
  answer: UmzugWechsel['code'] | Pick<UmzugWechsel, 'code' | 'einmaligeKosten'>,
  contractId: string,
  a: NeueAdresse,
  extra: Query = {},
): RouteTarget {
  const { code, einmaligeKosten } = typeof answer === 'object' && answer ? answer : { code: answer };
  return {
    // no readable code: no move or switch can be offered (code 0, §3)
    name: ROUTE_BY_CODE[code ?? 0] ?? ROUTE_BY_CODE[0],
    params: { id: contractId },
    query: {
      plz: a.plz,
      ort: a.ort,
      str: a.strasse,
      hnr: houseNumber(a.hausnummer, a.zusatz),
      hnrZusatz: a.zusatz || undefined,
      umzugsdatum: a.umzugsdatum,
      wechsel: code === null ? undefined : WECHSEL_BY_CODE[code],
      umzugKosten: code === 1 && typeof einmaligeKosten === 'number' ? String(einmaligeKosten) : undefined,
      ...extra,
    },
  };
}

/** The move's one-off cost from the route: a number of euros, or null when the check did not name it. */
export function umzugKostenOf(route: OrderRouteProps): number | null {
  if (route.umzugKosten === undefined || route.umzugKosten.trim() === '') return null;
  const n = Number(route.umzugKosten);
  return Number.isFinite(n) && n >= 0 ? n : null;
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

/** The address step's values from a move screen's route (back from the review), or undefined. */
export function enteredAddress(route: OrderRouteProps): NeueAdresse | undefined {
  const r = umzugRequestOf(route);
  return r
    ? {
        strasse: r.strasse,
        hausnummer: r.hausnummer,
        zusatz: r.hausnummernzusatz,
        plz: r.plz,
        ort: r.ort,
        umzugsdatum: r.umzugsdatum,
      }
    : undefined;
}

/**
 * The body of a move with a new tariff (code 2, POST umzugactivity): the new address and date, and what an order
 * sends of its terms (orderTermsPayload): the tariff, the options, the terms shown and the agreement to a new
 * minimum term. The move date is its start: no second „Wunschtermin“.
 */
export function umzugActivityBody(request: UmzugRequest, terms: OrderTerms, agreed: boolean): UmzugRequest {
  const { produktId, optionIds, konditionen, neueMindestlaufzeitZustimmung } = orderTermsPayload(terms, agreed);
  return {
    ...request,
    produktId: produktId ?? '',
    optionIds,
    konditionen,
    ...(neueMindestlaufzeitZustimmung ? { neueMindestlaufzeitZustimmung } : {}),
  };
}
