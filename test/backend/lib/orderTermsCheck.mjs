/**
 * What the order API refuses of an order's terms (our design, documented in test/backend/README.md): the server,
 * not the screen, holds an order to what the customer was shown and agreed to.
 * - fibre at the contract's own address where the build-out is planned or not even that (the portal's offer
 *   rule, lib/glasfaserRule.mjs);
 * - `konditionen` (the terms the portal showed) that differ from the terms the backend computes from its catalogue;
 * - a new minimum term on an existing contract without the customer's express agreement to its end date
 *   (`neueMindestlaufzeitZustimmung`, TKG § 66 Abs. 3).
 * Each answer is 409 with a neutral German message that names what to do and that nothing was ordered.
 */
import { glasfaserBestellbar } from '../../../src/lib/glasfaserRule.mjs';
import { brauchtZustimmung } from '../../../src/lib/mindestlaufzeit.mjs';
import { TECHNOLOGY_BY_ADDRESS } from '../data/customers.mjs';

export const GLASFASER_NICHT_VERFUEGBAR = {
  code: 'GLASFASER_NICHT_VERFUEGBAR',
  message:
    'An Ihrer Anschlussadresse ist Glasfaser noch nicht verfügbar. Sobald der Ausbau abgeschlossen ist, können Sie Glasfaser bestellen. Es wurde nichts bestellt.',
};
export const KONDITIONEN_ABWEICHEND = {
  code: 'KONDITIONEN_ABWEICHEND',
  message:
    'Die Preise oder Laufzeiten dieses Auftrags entsprechen nicht unserem aktuellen Angebot. Bitte laden Sie die Seite neu und prüfen Sie die Angaben. Es wurde nichts bestellt.',
};
const dateText = (day) => day.split('-').reverse().join('.');
export const zustimmungFehlt = (bis) => ({
  code: 'ZUSTIMMUNG_MINDESTLAUFZEIT',
  message: `Mit diesem Auftrag beginnt eine neue Mindestvertragslaufzeit${bis ? ` bis zum ${dateText(bis)}` : ''}. Bitte stimmen Sie ihr ausdrücklich zu. Es wurde nichts bestellt.`,
});

const cents = (n) => Math.round(Number(n) * 100);
const PRICES = ['monatlich', 'einmalig', 'monatlichNachAktion'];
const FLAGS = ['neueMindestlaufzeit', 'neuerVertrag'];

/**
 * Do the sent terms differ from the backend's? A value the order does not name (null or missing: a backend
 * answer without prices left the portal nothing to show) is not compared; every value it names must match.
 */
export function konditionenAbweichend(sent, own) {
  if (sent === undefined) return false;
  if (!sent || typeof sent !== 'object' || Array.isArray(sent)) return true;
  const named = (k) => sent[k] !== undefined && sent[k] !== null;
  for (const k of PRICES)
    if (named(k) && (typeof sent[k] !== 'number' || cents(sent[k]) !== cents(own[k] ?? 0))) return true;
  if (named('aktionsmonate') && sent.aktionsmonate !== (own.aktionsmonate ?? 0)) return true;
  return FLAGS.some((k) => named(k) && sent[k] !== own[k]);
}

/**
 * The refusal of an order's terms, or null. `terms`: orderTermsOf plus `neuerVertrag`; `anVertragsadresse`: the
 * order is for the contract's own address (not a move, not a new contract elsewhere).
 */
export function termsRefusal({ body, contract, tarif, terms, anVertragsadresse }) {
  if (anVertragsadresse && tarif.category === 'glasfaser') {
    const geprueft = (TECHNOLOGY_BY_ADDRESS[contract.contractAddressExternalId] ?? []).includes(tarif.technologie);
    if (!glasfaserBestellbar(contract.ausbaustatus, geprueft ? tarif.technologie : ''))
      return GLASFASER_NICHT_VERFUEGBAR;
  }
  if (konditionenAbweichend(body.konditionen, terms)) return KONDITIONEN_ABWEICHEND;
  if (brauchtZustimmung(terms) && body.neueMindestlaufzeitZustimmung !== terms.mindestlaufzeitBis)
    return zustimmungFehlt(terms.mindestlaufzeitBis);
  return null;
}
