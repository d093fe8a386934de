/**
 * What Meine Aufträge shows of an order or a move beyond its kind (our design): the terms the backend took the
 * order with, and a move's new address. Shared by the order API and the move calls.
 */
import { mindestlaufzeitBis } from '../../../src/lib/mindestlaufzeit.mjs';
import { toProdukt } from '../data/products.mjs';
import { str } from './util.mjs';

const cents = (n) => Math.round((Number(n) || 0) * 100);

/** Orders that make a new contract beside the existing one. */
const NEW_CONTRACT = ['mobilfunk', 'vertraghinzu'];
/** Tariff changes whose step up keeps the contract's minimum term. */
const UPGRADE = ['produktwechsel', 'technologiewechsel', 'vertragswechsel', 'umzug'];
const TECH_RANK = { adsl: 1, dsl: 1, vdsl: 2, 'l2-bsa-ugglas': 3, ftth: 4 };
const isStepDown = (to, from) =>
  (TECH_RANK[to.technologie] ?? 0) < (TECH_RANK[from.technologie] ?? 0) ||
  ((TECH_RANK[to.technologie] ?? 0) === (TECH_RANK[from.technologie] ?? 0) && to.down < from.down);

/**
 * The terms the backend honours for an order (what Meine Aufträge shows): an option order adds the options to
 * what the contract costs today, starts no new minimum term and costs nothing once; a tariff change keeps the
 * booked options (the contract's further articles) and starts a new minimum term unless it is a step up without
 * an offer price; an offer price (`offer`: monthlyPrice, offerMonths) holds for its months, then the list price.
 * A new minimum term runs from `beginn` (the desired date, yyyy-MM-dd) until `mindestlaufzeitBis`.
 */
export function orderTermsOf({ contract, tarif, current, optionIds = [], bestellart, offer = null, beginn = '' }) {
  const p = toProdukt(tarif);
  const chosen = p.options.filter((o) => optionIds.includes(o.id));
  const added = chosen.reduce((sum, o) => sum + cents(o.monthlyPrice), 0);
  const once = chosen.reduce((sum, o) => sum + cents(o.oneTimePrice), 0);
  if (bestellart === 'option') {
    const monatlich = (cents(contract.monthlyPrice) + added) / 100;
    return {
      monatlich,
      einmalig: once / 100,
      aktionsmonate: 0,
      monatlichNachAktion: monatlich,
      neueMindestlaufzeit: false,
    };
  }
  const kept = NEW_CONTRACT.includes(bestellart)
    ? 0
    : (contract.articles ?? []).slice(1).reduce((sum, a) => sum + cents(a.price), 0);
  const list = cents(p.monthlyPrice) + kept + added;
  const promo = offer && cents(offer.monthlyPrice) < cents(p.monthlyPrice) ? offer : null;
  const upgrade = UPGRADE.includes(bestellart) && !promo && current && !isStepDown(tarif, current);
  return {
    monatlich: (promo ? cents(promo.monthlyPrice) + kept + added : list) / 100,
    einmalig: (cents(p.oneTimePrice) + once) / 100,
    aktionsmonate: promo?.offerMonths ?? 0,
    monatlichNachAktion: list / 100,
    neueMindestlaufzeit: !upgrade,
    ...(upgrade
      ? {}
      : {
          mindestlaufzeitMonate: p.minimumTermMonths,
          ...(beginn ? { mindestlaufzeitBis: mindestlaufzeitBis(beginn, p.minimumTermMonths) } : {}),
        }),
  };
}

/** A move's new address, as sent. */
export const addressOf = (a) => ({
  strasse: str(a?.strasse),
  hausnummer: str(a?.hausnummer),
  hausnummernzusatz: str(a?.hausnummernzusatz),
  plz: str(a?.plz),
  ort: str(a?.ort),
});
