/**
 * How the terms of an order (orderTerms) read in German: the one place that turns a price or a term into text.
 * Screens, the contract summary, the confirmation and the PDF take their words from here.
 */
import type { TFunction } from 'i18next';
import type { ProduktOption } from '../../api/types';
import { formatDate, formatEuro } from '../../lib/dates';
import type { OrderTerms } from './orderTerms';
// the texts of the „bestellung:“ keys below (the namespace registers when its module loads)
import '../../i18n/texts/bestellung';

const known = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n);

/**
 * The monthly price with an offer's conditions: „43,98 € monatlich in den ersten 6 Monaten, ab dem 7. Monat
 * 58,98 € monatlich“. An offer price is never shown without the price after it.
 */
export function monthlyText(t: TFunction, terms: Pick<OrderTerms, 'monthly' | 'promo'>): string {
  if (!known(terms.monthly)) return t('bestellung:summary.keineAngabe');
  const price = formatEuro(terms.monthly);
  if (!terms.promo) return t('bestellung:price.monthly', { price });
  const after = terms.promo.monthlyAfter;
  return t('bestellung:price.offer', {
    price,
    count: terms.promo.months,
    next: terms.promo.months + 1,
    list: known(after) ? formatEuro(after) : t('bestellung:summary.keineAngabe'),
  });
}

/** One-off costs: an amount, „keine“ for 0, „keine Angabe“ only when the backend does not say. */
export function oneOffText(t: TFunction, amount: number | null | undefined): string {
  if (!known(amount)) return t('bestellung:price.oneOffUnknown');
  return amount === 0 ? t('bestellung:price.oneOffNone') : t('bestellung:price.oneOff', { price: formatEuro(amount) });
}

/** One-off costs as a value of a table row (its label says what it is): an amount, „keine“, or „keine Angabe“. */
export function oneOffValue(t: TFunction, amount: number | null | undefined): string {
  if (!known(amount)) return t('bestellung:summary.keineAngabe');
  return amount === 0 ? t('bestellung:summary.keine') : formatEuro(amount);
}

/** The minimum term as a value of a table row: „24 Monate, bis 03.12.2028“, or that the contract's runs on. */
export function minimumTermValue(t: TFunction, terms: Pick<OrderTerms, 'minimumTerm'>): string {
  const m = terms.minimumTerm;
  if (!m.isNew) return minimumTermText(t, terms);
  if (!known(m.months)) return t('bestellung:summary.keineAngabe');
  return m.runsUntil
    ? t('bestellung:summary.laufzeitBis', { count: m.months, date: formatDate(m.runsUntil) })
    : t('bestellung:summary.laufzeitWert', { count: m.months });
}

/**
 * The minimum term as the order changes it: a new one of n months (until its end once the start is chosen), or
 * none (the contract's runs on).
 */
export function minimumTermText(t: TFunction, terms: Pick<OrderTerms, 'minimumTerm'>): string {
  const m = terms.minimumTerm;
  if (!m.isNew)
    return m.runsUntil
      ? t('bestellung:price.termKeptUntil', { date: formatDate(m.runsUntil) })
      : t('bestellung:price.termKept');
  if (!known(m.months)) return t('bestellung:price.termUnknown');
  return m.runsUntil
    ? t('bestellung:price.termUntil', { count: m.months, date: formatDate(m.runsUntil) })
    : t('bestellung:price.term', { count: m.months });
}

/**
 * The customer's express agreement to a new minimum term on a contract they have (TKG § 66 Abs. 3): the contract,
 * the months and the exact end date, as the order sends it.
 */
export function termAgreementText(t: TFunction, terms: Pick<OrderTerms, 'minimumTerm' | 'concerns'>): string {
  const m = terms.minimumTerm;
  const c = terms.concerns;
  const vertrag = c.type === 'contract' ? t('bestellung:recap.vertragWert', { name: c.name, id: c.contractId }) : '';
  return known(m.months) && m.runsUntil
    ? t('bestellung:zustimmung.label', { vertrag, count: m.months, date: formatDate(m.runsUntil) })
    : t('bestellung:zustimmung.labelUnknown', { vertrag });
}

/** The notice period, or „keine Angabe“. */
export const noticeText = (t: TFunction, terms: Pick<OrderTerms, 'noticeMonths'>): string =>
  known(terms.noticeMonths)
    ? t('bestellung:summary.kuendigungWert', { count: terms.noticeMonths })
    : t('bestellung:summary.keineAngabe');

/** What the order concerns: the contract it changes, or a new contract. */
export const concernsText = (t: TFunction, terms: Pick<OrderTerms, 'concerns'>): string =>
  terms.concerns.type === 'new'
    ? t('bestellung:recap.neuerVertrag')
    : terms.concerns.name
      ? t('bestellung:recap.betrifftVertrag', { name: terms.concerns.name, id: terms.concerns.contractId })
      : terms.concerns.contractId;

/**
 * What a tariff card in the choice says about its cost: monthly price (with the options that stay booked and an
 * offer's conditions), one-off costs and the minimum term, always all three, so no cost first appears at the end.
 */
export const costFacts = (t: TFunction, terms: OrderTerms): string[] => [
  monthlyText(t, terms),
  oneOffText(t, terms.oneOff),
  minimumTermText(t, terms),
];

/** An option's facts as the catalogue names them: „+ 4,99 € monatlich · keine einmaligen Kosten · …“. */
export const optionCostFacts = (t: TFunction, o: ProduktOption): string[] => [
  known(o.monthlyPrice)
    ? t('bestellung:price.optionMonthly', { price: formatEuro(o.monthlyPrice) })
    : t('bestellung:price.monthlyUnknown'),
  oneOffText(t, o.oneTimePrice ?? 0),
  known(o.minimumTermMonths)
    ? t('bestellung:price.optionTerm', { count: o.minimumTermMonths })
    : t('bestellung:price.termUnknown'),
];

/** „+ 4,99 € monatlich“: what the chosen options add. */
export const addedText = (t: TFunction, terms: Pick<OrderTerms, 'addedMonthly'>): string =>
  known(terms.addedMonthly)
    ? t('bestellung:price.optionMonthly', { price: formatEuro(terms.addedMonthly) })
    : t('bestellung:summary.keineAngabe');

/** What is paid per month today. */
export const beforeText = (t: TFunction, terms: Pick<OrderTerms, 'monthlyBefore'>): string =>
  known(terms.monthlyBefore)
    ? t('bestellung:price.monthly', { price: formatEuro(terms.monthlyBefore) })
    : t('bestellung:summary.keineAngabe');
