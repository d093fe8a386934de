import type { TFunction } from 'i18next';
import type { Produkt, ProduktOption } from '../../../api/types';
import { formatEuro } from '../../../lib/dates';
import type { OfferedProdukt } from '../offerRules';

type Priced = Pick<OfferedProdukt, 'monthlyPrice'> & Partial<Pick<OfferedProdukt, 'listMonthlyPrice' | 'offerMonths'>>;

const known = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n);

/** "39,99 € monatlich in den ersten 12 Monaten, danach 54,99 €" – an offer price always with its conditions. */
export function priceText(t: TFunction, p: Priced): string {
  const price = formatEuro(p.monthlyPrice);
  const list = p.listMonthlyPrice ?? p.monthlyPrice;
  if (list === null || p.monthlyPrice === null || list <= p.monthlyPrice)
    return t('bestellung:price.monthly', { price });
  if (p.offerMonths) return t('bestellung:price.offer', { price, count: p.offerMonths, list: formatEuro(list) });
  return t('bestellung:price.instead', { price, list: formatEuro(list) });
}

/** One-off costs: an amount, "keine" for 0, "keine Angabe" when the data lack it (never a guess). */
export function oneOffText(t: TFunction, amount: number | null | undefined): string {
  if (!known(amount)) return t('bestellung:price.oneOffUnknown');
  return amount === 0 ? t('bestellung:price.oneOffNone') : t('bestellung:price.oneOff', { price: formatEuro(amount) });
}

/** Minimum term in months, or "keine Angabe". */
export const termText = (t: TFunction, months: number | null | undefined): string =>
  known(months) ? t('bestellung:price.term', { count: months }) : t('bestellung:price.termUnknown');

type Card = Priced & { oneTimePrice?: number | null; minimumTermMonths?: number | null };

/**
 * THE rule of what a tariff or option card says about its cost (issue 32 item 2): monthly price (with an offer's
 * conditions), one-off costs and minimum term, always all three, so no cost first appears at the end.
 */
export const costFacts = (t: TFunction, p: Card): string[] => [
  priceText(t, p),
  oneOffText(t, p.oneTimePrice),
  termText(t, p.minimumTermMonths),
];

/** An option's facts: its monthly price is an addition („+ 4,99 € monatlich“); the order API sends nothing else. */
export const optionCostFacts = (t: TFunction, o: ProduktOption & Partial<Card>): string[] => [
  t('bestellung:price.optionMonthly', { price: formatEuro(o.monthlyPrice) }),
  oneOffText(t, o.oneTimePrice),
  termText(t, o.minimumTermMonths),
];

export interface OrderTotal {
  /** null when a price is unknown: no sum is invented */
  monthly: number | null;
  /** what the chosen options add per month (an add-on order names it apart from the tariff it joins) */
  addedMonthly: number | null;
  oneOff: number | null;
}

/**
 * What the order costs: the tariff's monthly price plus the chosen options, and its one-off costs. The same sums
 * as the contract summary (contractSummaryRows), so the total before the button and the review agree.
 */
export function orderTotal(produkt: Pick<Produkt, 'monthlyPrice' | 'oneTimePrice'>, optionen: ProduktOption[]) {
  const prices = [produkt.monthlyPrice, ...optionen.map((o) => o.monthlyPrice)];
  const added = optionen.map((o) => o.monthlyPrice);
  const total: OrderTotal = {
    monthly: prices.every(known) ? prices.reduce((sum, p) => sum + p, 0) : null,
    addedMonthly: added.every(known) ? added.reduce((sum, p) => sum + p, 0) : null,
    oneOff: known(produkt.oneTimePrice) ? produkt.oneTimePrice : null,
  };
  return total;
}

/** What a total needs of a product: its prices, and an offer's conditions when it has them. */
export type TotalProdukt = Pick<Produkt, 'monthlyPrice' | 'oneTimePrice'> &
  Partial<Pick<OfferedProdukt, 'listMonthlyPrice' | 'offerMonths'>>;

/** The monthly total with an offer price's conditions: "49,99 € monatlich in den ersten 12 Monaten, danach …". */
export function totalMonthlyText(t: TFunction, monthly: number, produkt: TotalProdukt): string {
  const p = produkt;
  const surcharge = known(p.listMonthlyPrice) && known(p.monthlyPrice) ? p.listMonthlyPrice - p.monthlyPrice : 0;
  return priceText(t, { monthlyPrice: monthly, listMonthlyPrice: monthly + surcharge, offerMonths: p.offerMonths });
}
