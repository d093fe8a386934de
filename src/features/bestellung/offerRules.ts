/**
 * THE product-offer rule of every order flow (spec §2, §9; beyond spec where noted): which tariffs and
 * options an order screen may offer, at which price. Pure; OrderFlow only renders what this returns.
 */
import type { Kundenspezialangebot, OrderRequest, Produkt, ProduktOption, Vertrag } from '../../api/types';
import { BOOKED_OPTION_IDS } from '../../config/constants';
import { glasfaserVerfuegbar } from '../eligibility/glasfaser';
import {
  compareTariffs,
  currentTariffOf,
  isCurrentTariff,
  isDowngrade,
  isFibre,
  isMobile,
  isTechnologyUpgrade,
} from './tariffRank';

export type OrderKind = OrderRequest['bestellart'];

export interface OfferInput {
  kind: OrderKind;
  contract: Vertrag;
  /** the order API's answer (GET produkte) */
  produkte: Produkt[];
  /** false on loyalty, promo-1345 and documents routes (§2): no cheaper or slower tariff */
  downgradeAllowed: boolean;
  /** the order is for the contract's own address (not a move, not a GFPlus address): its build-out status counts */
  atContractAddress: boolean;
  specialOffer?: Kundenspezialangebot | null;
  /**
   * the technology GET produkte answered for (the answer's `technologie`, else the one asked for): products
   * that carry no technology of their own are of this one (a backend may send only id and name)
   */
  technologie?: string;
}

export interface OfferedProdukt extends Produkt {
  /** the catalogue price; `monthlyPrice` is what this offer costs per month */
  listMonthlyPrice: number | null;
  /** months the offer price applies before the list price (undefined: no time limit / no offer price) */
  offerMonths?: number | null;
  /**
   * a step down from the contract's tariff as ranked against the catalogue's entry for it (isDowngrade): a contract
   * read without its speeds or price (the alt reading) is ranked by the list price the catalogue names
   */
  stepDown?: boolean;
}

export interface Offer {
  produkte: OfferedProdukt[];
  /** the product chosen before the customer chooses (special offer) */
  preselectedId: string | null;
  /** add-on order: the contract's tariff stays, only its not yet booked options are offered */
  fixedProduct: OfferedProdukt | null;
  /** options already booked on the contract (shown, never offered again) */
  bookedOptionIds: string[];
  /** those options as the catalogue prices them (they stay booked: their price is in the order's terms) */
  bookedOptions: ProduktOption[];
}

interface Policy {
  /** the contract continues: options it has are not offered again, its tariff is not offered */
  sameContract: boolean;
  noDowngradeEver?: boolean;
  technologyUpgradeOnly?: boolean;
  fibreOnly?: boolean;
  mobileOnly?: boolean;
  specialOffer?: boolean;
  addOn?: boolean;
}

/** Per order kind. Move follow-ups run as produktwechsel (code 3), technologiewechsel (4) and umzug (2). */
const POLICY: Record<OrderKind, Policy> = {
  produktwechsel: { sameContract: true },
  vertragswechsel: { sameContract: true },
  umzug: { sameContract: true },
  treueangebot: { sameContract: true, noDowngradeEver: true },
  technologiewechsel: { sameContract: true, technologyUpgradeOnly: true },
  spezialangebot: { sameContract: true, specialOffer: true },
  option: { sameContract: true, addOn: true },
  // new contracts beside the existing one: a mobile line, a line at the GFPlus (fibre) address
  mobilfunk: { sameContract: false, mobileOnly: true },
  vertraghinzu: { sameContract: false, fibreOnly: true },
};

const bookedOptionIdsOf = (contract: Vertrag): string[] =>
  (contract.options ?? []).map((o) => BOOKED_OPTION_IDS[o]).filter(Boolean);

const withoutOptions = (p: Produkt, booked: string[]): Produkt => ({
  ...p,
  options: (p.options ?? []).filter((o: ProduktOption) => !booked.includes(o.id)),
});

const known = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;

function priced(p: Produkt, monthly: number | null | undefined, months: number | null | undefined): OfferedProdukt {
  // an offer price needs a known list price to be an offer
  if (!known(monthly) || !known(p.monthlyPrice) || monthly >= p.monthlyPrice)
    return { ...p, listMonthlyPrice: p.monthlyPrice };
  return {
    ...p,
    monthlyPrice: monthly,
    listMonthlyPrice: p.monthlyPrice,
    offerMonths: known(months) ? months : undefined,
  };
}

/** The special offer's product: by product number, else the catalogue tariff its title names. */
function isOfferedProduct(p: Produkt, offer: Kundenspezialangebot): boolean {
  if (offer.produktnummer) return p.produktnummer === offer.produktnummer;
  return offer.title.includes(p.name);
}

export function offerFor(input: OfferInput): Offer {
  const { kind, contract, downgradeAllowed, atContractAddress, specialOffer } = input;
  const policy = POLICY[kind];
  const booked = policy.sameContract ? bookedOptionIdsOf(contract) : [];
  const catalogue = (input.produkte ?? []).map((p) =>
    withoutOptions({ ...p, technologie: p.technologie || input.technologie || '' }, booked),
  );
  const current = currentTariffOf(contract, input.produkte ?? []);
  const catalogueOptions = (input.produkte ?? []).flatMap((p) => p.options ?? []);
  const bookedOptions = booked.flatMap((id) => catalogueOptions.find((o) => o.id === id) ?? []);
  const empty: Offer = {
    produkte: [],
    preselectedId: null,
    fixedProduct: null,
    bookedOptionIds: booked,
    bookedOptions,
  };

  if (policy.addOn) {
    const own = catalogue.find((p) => p.produktnummer === contract.number);
    return { ...empty, fixedProduct: own ? priced(own, undefined, undefined) : null };
  }
  const offer = policy.specialOffer ? (specialOffer ?? null) : null;
  if (policy.specialOffer && (!offer || offer.contractId !== contract.contractId)) return empty;

  const noDowngrade = policy.noDowngradeEver || !downgradeAllowed;
  const produkte = catalogue
    .filter((p) => !policy.sameContract || !isCurrentTariff(p, contract))
    // fibre is offered only where it is available, not where its build-out is planned or not even that
    .filter((p) => !(atContractAddress && isFibre(p) && !glasfaserVerfuegbar(contract, input.technologie)))
    .filter((p) => !policy.fibreOnly || isFibre(p))
    .filter((p) => !policy.mobileOnly || isMobile(p))
    .filter((p) => !policy.technologyUpgradeOnly || isTechnologyUpgrade(p, current))
    .filter((p) => !noDowngrade || policy.mobileOnly || !isDowngrade(p, current))
    .filter((p) => !offer || isOfferedProduct(p, offer))
    .sort(compareTariffs)
    // an offer price the order API names (loyalty, a campaign such as a mobile line at half price) is the
    // offer; the customer's special offer sets its own
    .map((p) => ({
      ...(offer
        ? // a catalogue answer without prices: the offer's own regular price is the list price
          priced(
            { ...p, monthlyPrice: p.monthlyPrice ?? offer.listMonthlyPrice ?? null },
            offer.monthlyPrice,
            offer.offerMonths,
          )
        : priced(p, p.offerMonthlyPrice, p.offerMonths)),
      stepDown: isDowngrade(p, current),
    }));
  return { ...empty, produkte, preselectedId: offer ? (produkte[0]?.id ?? null) : null };
}
