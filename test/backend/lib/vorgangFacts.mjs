/**
 * What Meine Aufträge shows of an order or a move beyond its kind (our design): the price of the
 * tariff with its options and its one-off costs, and a move's new address. Shared by the order API and the move calls.
 */
import { toProdukt } from '../data/products.mjs';
import { str } from './util.mjs';

/** Monthly price of the tariff with the chosen options, and its one-off costs (euros). */
export function priceOf(tarif, optionIds = []) {
  const p = toProdukt(tarif);
  const options = p.options.filter((o) => optionIds.includes(o.id));
  const monatlich = options.reduce((sum, o) => sum + o.monthlyPrice, p.monthlyPrice);
  return { monatlich: Math.round(monatlich * 100) / 100, einmalig: p.oneTimePrice ?? 0 };
}

/** A move's new address, as sent. */
export const addressOf = (a) => ({
  strasse: str(a?.strasse),
  hausnummer: str(a?.hausnummer),
  hausnummernzusatz: str(a?.hausnummernzusatz),
  plz: str(a?.plz),
  ort: str(a?.ort),
});
