/**
 * THE order of tariffs (beyond spec): by access technology, then by download speed. Every offer rule
 * that speaks of "downgrade" or "upgrade" asks these functions and nothing else.
 */
import type { Produkt, Vertrag } from '../../api/types';

/** Access technologies from slowest to fastest; unknown ones (mobile, energy) have no rank. */
const TECHNOLOGY_RANK: Record<string, number> = {
  adsl: 1,
  dsl: 1,
  vdsl: 2,
  'l2-bsa-ugglas': 3,
  ftth: 4,
};

export const FIBRE_TECHNOLOGIES: readonly string[] = ['l2-bsa-ugglas', 'ftth'];

/** What a tariff is ranked by. Unknown values are undefined (read defensively from the backend). */
export interface TariffFacts {
  technologie?: string;
  downloadMbit?: number | null;
  /** null: the answer carries no price (then price cannot decide a downgrade) */
  monthlyPrice: number | null;
}

export const technologyRank = (technologie: string | undefined): number | undefined =>
  technologie ? TECHNOLOGY_RANK[technologie.toLowerCase()] : undefined;

export const isFibre = (p: { technologie?: string }): boolean =>
  FIBRE_TECHNOLOGIES.includes((p.technologie ?? '').toLowerCase());

const known = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/**
 * The contract's current tariff. Preferred: the contract's own fields; else the product of the same
 * number in the catalogue answer; else the product family (fibre counts as its slowest kind) and the
 * tariff article's price.
 */
/**
 * The contract's own tariff in a product list (never offered as an upsell): by product number, or by
 * name where the answer carries no number (the alt shape mode).
 */
export function isCurrentTariff(p: Pick<Produkt, 'produktnummer' | 'name'>, contract: Vertrag): boolean {
  if (p.produktnummer) return p.produktnummer === contract.number;
  return p.name !== '' && p.name === contract.name;
}

export function currentTariffOf(contract: Vertrag, catalogue: Produkt[] = []): TariffFacts {
  const listed = catalogue.find((p) => isCurrentTariff(p, contract));
  const byCategory = contract.category === 'glasfaser' ? 'l2-bsa-ugglas' : contract.category === 'dsl' ? 'vdsl' : '';
  return {
    technologie: contract.technologie || listed?.technologie || byCategory || undefined,
    downloadMbit: known(contract.downloadMbit) ? contract.downloadMbit : listed?.downloadMbit,
    monthlyPrice: listed?.monthlyPrice ?? contract.articles[0]?.price ?? contract.monthlyPrice,
  };
}

/**
 * A step back in technology or in speed. Where neither can be compared (mobile, energy, missing data), or the
 * technology is the same and no speeds are named, the price decides: a cheaper tariff is a downgrade.
 */
export function isDowngrade(p: TariffFacts, current: TariffFacts): boolean {
  const [rp, rc] = [technologyRank(p.technologie), technologyRank(current.technologie)];
  const techComparable = rp !== undefined && rc !== undefined;
  const speedComparable = known(p.downloadMbit) && known(current.downloadMbit);
  if (!techComparable && !speedComparable)
    return known(p.monthlyPrice) && known(current.monthlyPrice) && p.monthlyPrice < current.monthlyPrice;
  if (techComparable && rp < rc) return true;
  if (speedComparable) return (p.downloadMbit as number) < (current.downloadMbit as number);
  // the same technology without speeds to compare (an answer that names none): the price decides
  return (
    techComparable &&
    rp === rc &&
    known(p.monthlyPrice) &&
    known(current.monthlyPrice) &&
    p.monthlyPrice < current.monthlyPrice
  );
}

/** A technology upgrade: a better access technology and no step back in speed. */
export function isTechnologyUpgrade(p: TariffFacts, current: TariffFacts): boolean {
  const [rp, rc] = [technologyRank(p.technologie), technologyRank(current.technologie)];
  if (rp === undefined) return false;
  // the contract's own technology unknown (a backend that does not send it): the products GET produkte
  // returned for the technology change are the upgrade; only a step back in speed or price is refused
  if (rc === undefined) return !isDowngrade(p, current);
  if (rp <= rc) return false;
  return !isDowngrade(p, current);
}

/** Sort order of offer lists: technology, then speed, then price. */
export function compareTariffs(a: TariffFacts, b: TariffFacts): number {
  return (
    (technologyRank(a.technologie) ?? 0) - (technologyRank(b.technologie) ?? 0) ||
    (a.downloadMbit ?? 0) - (b.downloadMbit ?? 0) ||
    (a.monthlyPrice ?? 0) - (b.monthlyPrice ?? 0)
  );
}

const MOBILE_TECHNOLOGIES: readonly string[] = ['gsm', 'umts', 'lte', '5g'];

export const isMobile = (p: { technologie?: string | null }): boolean =>
  MOBILE_TECHNOLOGIES.includes((p.technologie ?? '').toLowerCase());
