/**
 * THE terms of an order: what it costs per month before and after, for how many months an offer price holds and
 * what is due after them, what it costs once, whether a new minimum term starts, the notice period, the start and
 * what it concerns. Pure; computed once per order from the contract as it is, the offer and the customer's choice.
 * The choice, the contract summary (TKG § 54), the review, the confirmation, the PDF and the order payload all read
 * this one object: two calculations of the same price drift apart.
 */
import type { Kundenspezialangebot, ProduktOption, Vertrag } from '../../api/types';
import { brauchtZustimmung, mindestlaufzeitBis } from '../../lib/mindestlaufzeit.mjs';
import { isDowngrade, currentTariffOf } from './tariffRank';
import type { OfferedProdukt, OrderKind } from './offerRules';

/** What an order is about: a change of a contract the customer has, or a new contract beside it. */
export type OrderConcerns = { type: 'contract'; contractId: string; name: string } | { type: 'new' };

export interface OrderTerms {
  kind: OrderKind;
  concerns: OrderConcerns;
  /** the tariff after the order (the contract's own when it stays) */
  tarif: { name: string; downloadMbit: number | null; uploadMbit: number | null; technologie: string };
  /** the tariff the order sends; null when the tariff stays (options, a move that keeps the tariff) */
  produktId: string | null;
  /** the options the customer chose */
  optionen: ProduktOption[];
  /** options already booked that stay booked (their price is in `monthly`) */
  keptOptionen: ProduktOption[];
  /** what the customer pays per month today; null for a new contract or when not known */
  monthlyBefore: number | null;
  /** per month from the start (the offer price while an offer runs); null when a price is not known */
  monthly: number | null;
  /** what the chosen options add per month */
  addedMonthly: number | null;
  /** an offer price for the first `months` months, then `monthlyAfter` */
  promo: { months: number; monthlyAfter: number | null } | null;
  /** one-off costs; null only when the backend does not say */
  oneOff: number | null;
  /**
   * `isNew`: the order starts a new minimum term of `months` that runs until `runsUntil` (from the start). Otherwise
   * the contract's term runs on unchanged until `runsUntil`: options and upgrades start none. yyyy-MM-dd, '' when
   * not known. `needsAgreement`: a new term on a contract the customer has; it needs the customer's express
   * agreement to its end (TKG § 66 Abs. 3).
   */
  minimumTerm: { isNew: boolean; months: number | null; runsUntil: string; needsAgreement: boolean };
  noticeMonths: number | null;
  /** yyyy-MM-dd: the desired date, or the move date */
  start: string;
}

export interface TermsInput {
  kind: OrderKind;
  contract: Vertrag;
  /** the chosen tariff as offered (offer price and its months included); null when the tariff stays */
  produkt: OfferedProdukt | null;
  /** the contract's booked options with their catalogue prices (Offer.bookedOptions) */
  bookedOptions: ProduktOption[];
  chosen: ProduktOption[];
  /** yyyy-MM-dd */
  start: string;
  /** a move that keeps the tariff: its one-off cost as the backend names it */
  moveOneOff?: number | null;
  /** yyyy-MM-dd: a minimum term that has ended by then is not named as running on */
  today?: string;
}

/** New contracts beside the existing one: a mobile line, a line at the GFPlus address. */
export const NEW_CONTRACT_KINDS: readonly OrderKind[] = ['mobilfunk', 'vertraghinzu'];

/** Tariff changes whose step up starts no new minimum term („ohne neue Mindestlaufzeit beim Upgrade“). */
const UPGRADE_KINDS: readonly OrderKind[] = ['produktwechsel', 'technologiewechsel', 'vertragswechsel', 'umzug'];

const known = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n);

/** A sum of prices in cents, so 39,99 + 4,99 is 44,98 and not 44,980000000000004; null when one is unknown. */
function sum(prices: Array<number | null | undefined>): number | null {
  if (!prices.every(known)) return null;
  return prices.reduce<number>((total, p) => total + Math.round((p as number) * 100), 0) / 100;
}

/** One-off costs of options: an option whose one-off cost the backend does not name adds nothing unknown. */
const optionOneOff = (options: ProduktOption[]) => sum(options.map((o) => o.oneTimePrice ?? 0));

export function orderTerms(input: TermsInput): OrderTerms {
  const { kind, contract, produkt, chosen, start } = input;
  const newContract = NEW_CONTRACT_KINDS.includes(kind);
  const keepsTariff = kind === 'option' || !produkt;
  const kept = newContract ? [] : input.bookedOptions;
  // further articles of the contract (its booked options) that the catalogue does not price, as from an answer that
  // names the contract's articles but not its options: what they cost is not known, and so neither is the total
  const keptPrices =
    !newContract && contract.articles.length - 1 > kept.length ? [null] : kept.map((o) => o.monthlyPrice);
  const added = sum(chosen.map((o) => o.monthlyPrice));
  const monthlyBefore = newContract ? null : contract.monthlyPrice;

  const concerns: OrderConcerns = newContract
    ? { type: 'new' }
    : { type: 'contract', contractId: contract.contractId, name: contract.name };
  const running = contract.minimumTermEnd && contract.minimumTermEnd >= (input.today ?? '');
  const runsOn = {
    isNew: false,
    months: contract.minimumTermMonths,
    runsUntil: running ? contract.minimumTermEnd : '',
    needsAgreement: false,
  };

  if (keepsTariff) {
    // the tariff stays: what is paid today plus the options; without today's price: the tariff's and its options'
    const base = known(monthlyBefore)
      ? monthlyBefore
      : sum([produkt?.listMonthlyPrice ?? produkt?.monthlyPrice, ...keptPrices]);
    return {
      kind,
      concerns,
      tarif: {
        name: contract.name,
        downloadMbit: contract.downloadMbit ?? produkt?.downloadMbit ?? null,
        uploadMbit: contract.uploadMbit ?? produkt?.uploadMbit ?? null,
        technologie: contract.technologie || produkt?.technologie || '',
      },
      produktId: null,
      optionen: chosen,
      keptOptionen: kept,
      monthlyBefore,
      monthly: sum([base, added]),
      addedMonthly: added,
      promo: null,
      oneOff: kind === 'option' ? optionOneOff(chosen) : (input.moveOneOff ?? null),
      minimumTerm: runsOn,
      noticeMonths: contract.noticePeriodMonths,
      start,
    };
  }

  const extras = [...keptPrices, ...chosen.map((o) => o.monthlyPrice)];
  const monthly = sum([produkt.monthlyPrice, ...extras]);
  const list = produkt.listMonthlyPrice ?? produkt.monthlyPrice;
  const promo =
    known(produkt.offerMonths) && produkt.offerMonths > 0 && known(list) && list !== produkt.monthlyPrice
      ? { months: produkt.offerMonths, monthlyAfter: sum([list, ...extras]) }
      : null;
  // a step up in the same contract keeps the minimum term; an offer price (loyalty, special offer) or a step
  // down is bought with a new one, as is every new contract
  const stepDown = produkt.stepDown ?? isDowngrade(produkt, currentTariffOf(contract, []));
  const upgrade = UPGRADE_KINDS.includes(kind) && !stepDown && !produkt.offerMonths;
  return {
    kind,
    concerns,
    tarif: {
      name: produkt.name,
      downloadMbit: produkt.downloadMbit,
      uploadMbit: produkt.uploadMbit,
      technologie: produkt.technologie,
    },
    produktId: produkt.id,
    optionen: chosen,
    keptOptionen: kept,
    monthlyBefore,
    monthly,
    addedMonthly: added,
    promo,
    oneOff: sum([produkt.oneTimePrice, optionOneOff(chosen)]),
    minimumTerm: upgrade
      ? runsOn
      : {
          isNew: true,
          months: produkt.minimumTermMonths,
          runsUntil: mindestlaufzeitBis(start, produkt.minimumTermMonths),
          needsAgreement: brauchtZustimmung({ neueMindestlaufzeit: true, neuerVertrag: newContract }),
        },
    noticeMonths: produkt.noticePeriodMonths,
    start,
  };
}

/**
 * The terms a special offer advertises before it is ordered (the start page's banner, the contract's offer tab):
 * the offer price and, for an offer that runs out, the regular price after it. null when the offer names no price,
 * or a limited offer price without the price after it: an offer price is never shown alone.
 */
export function specialOfferTerms(
  offer: Pick<Kundenspezialangebot, 'monthlyPrice' | 'offerMonths' | 'listMonthlyPrice'>,
): Pick<OrderTerms, 'monthly' | 'promo'> | null {
  if (!known(offer.monthlyPrice)) return null;
  if (!known(offer.offerMonths) || offer.offerMonths <= 0) return { monthly: offer.monthlyPrice, promo: null };
  if (!known(offer.listMonthlyPrice)) return null;
  return { monthly: offer.monthlyPrice, promo: { months: offer.offerMonths, monthlyAfter: offer.listMonthlyPrice } };
}

/**
 * What the order sends of its terms: the tariff only when it changes (an option order names no tariff, it is no
 * tariff change), the chosen options, the start, and the terms the customer was shown, so the backend can refuse
 * an order whose terms it does not honour. `agreed`: the customer expressly agreed to the new minimum term; the
 * order then names the end date agreed to (the backend refuses a new term on a contract without it).
 */
export function orderTermsPayload(terms: OrderTerms, agreed = false) {
  const agreement = agreed && terms.minimumTerm.needsAgreement && terms.minimumTerm.runsUntil;
  return {
    ...(agreement ? { neueMindestlaufzeitZustimmung: agreement } : {}),
    ...(terms.produktId ? { produktId: terms.produktId } : {}),
    optionIds: terms.optionen.map((o) => o.id),
    wunschtermin: terms.start,
    konditionen: {
      monatlich: terms.monthly,
      einmalig: terms.oneOff,
      aktionsmonate: terms.promo?.months ?? 0,
      monatlichNachAktion: terms.promo?.monthlyAfter ?? terms.monthly,
      neueMindestlaufzeit: terms.minimumTerm.isNew,
      neuerVertrag: terms.concerns.type === 'new',
    },
  };
}

/** What a service ordered for several items at once costs (replacement cards for a fleet's SIMs). */
export interface PerItemTerms {
  /** per item once, as the backend names it; null when it does not */
  unitOneOff: number | null;
  count: number;
  /** the total once; null when the price is not known */
  oneOff: number | null;
}

/** The terms of `count` items at `unitOneOff` each, summed in cents like every other total here. */
export function perItemTerms(unitOneOff: number | null, count: number): PerItemTerms {
  return { unitOneOff, count, oneOff: known(unitOneOff) ? sum(Array.from({ length: count }, () => unitOneOff)) : null };
}
