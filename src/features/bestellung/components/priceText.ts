import type { TFunction } from 'i18next';
import { formatEuro } from '../../../lib/dates';
import type { OfferedProdukt } from '../offerRules';

type Priced = Pick<OfferedProdukt, 'monthlyPrice'> & Partial<Pick<OfferedProdukt, 'listMonthlyPrice' | 'offerMonths'>>;

/** "39,99 € monatlich in den ersten 12 Monaten, danach 54,99 €" – an offer price always with its conditions. */
export function priceText(t: TFunction, p: Priced): string {
  const price = formatEuro(p.monthlyPrice);
  const list = p.listMonthlyPrice ?? p.monthlyPrice;
  if (list === null || p.monthlyPrice === null || list <= p.monthlyPrice)
    return t('bestellung:price.monthly', { price });
  if (p.offerMonths) return t('bestellung:price.offer', { price, count: p.offerMonths, list: formatEuro(list) });
  return t('bestellung:price.instead', { price, list: formatEuro(list) });
}
