/**
 * „Rufnummer mitnehmen“ with a mobile order (Anbieterwechsel, § 59 TKG; our design beyond the spec, README): the
 * old provider, the number, when it moves (at the old contract's end or as soon as possible) and the customer's
 * consent to the port. The date is the portal's own rule (src/lib/portierungstermin.mjs), so the confirmation
 * names the date the stand-in records. What the provider's system must enforce, as this does: only a mobile
 * order carries a port, never without the consent, never on a date the rule refuses.
 */
import { PORTIERUNG_WANN, portierungstermin } from '../../../src/lib/portierungstermin.mjs';
import { bad, checkPhone, isBlank, str } from './util.mjs';

const ANBIETER_MAX = 60;
const REFUSED = {
  vertragsendeFehlt: 'Bitte geben Sie an, wann Ihr bisheriger Vertrag endet.',
  zuWeit: 'Eine Rufnummernmitnahme zum Vertragsende können Sie höchstens 120 Tage vorher beauftragen.',
  rufnummerVerfallen:
    'Ihr bisheriger Vertrag endete vor mehr als einem Monat: Die Rufnummer kann nicht mehr mitgenommen werden.',
};

/**
 * The port of an order body (`portierung`), checked, with its date; null when the order brings no number.
 * @param {any} body the order's body @param {string} heute yyyy-MM-dd, the provider's calendar day
 */
export function portierungInOf(body, heute) {
  const p = body?.portierung;
  if (p === undefined || p === null) return null;
  if (typeof p !== 'object' || Array.isArray(p)) throw bad('Die Angaben zur Rufnummernmitnahme sind ungültig.');
  if (body.bestellart !== 'mobilfunk') throw bad('Eine Rufnummer können Sie nur mit einem Mobilfunkvertrag mitnehmen.');
  const anbieter = str(p.anbieter).trim();
  if (!anbieter || anbieter.length > ANBIETER_MAX) throw bad('Bitte nennen Sie Ihren bisherigen Anbieter.');
  if (isBlank(p.rufnummer)) throw bad('Bitte geben Sie die Rufnummer an, die Sie mitnehmen möchten.');
  checkPhone(p.rufnummer, 'Rufnummer');
  if (!PORTIERUNG_WANN.includes(p.wann)) throw bad('Bitte wählen Sie, wann die Rufnummer wechseln soll.');
  if (p.einwilligung !== true) throw bad('Bitte beauftragen Sie die Rufnummernmitnahme (Einwilligung fehlt).');
  const vertragsende = p.wann === 'vertragsende' ? str(p.vertragsende) : null;
  const termin = portierungstermin({ wann: p.wann, vertragsende, heute });
  if (termin.fehler) throw bad(REFUSED[termin.fehler]);
  return {
    anbieter,
    rufnummer: str(p.rufnummer).trim(),
    wann: p.wann,
    vertragsende,
    termin: termin.termin,
    spaetestens: termin.spaetestens,
  };
}
