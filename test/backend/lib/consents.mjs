/**
 * The consent centre of the stand-in (our design, beyond the spec): advertising consent per channel (§ 7 UWG),
 * the use of traffic data for marketing (§ 9 Abs. 2 TDDDG), the objection to advertising with contract data
 * (Art. 21 DSGVO: `vertragsdaten` false) and the history of every change. E-mail and phone are the spec's `optInEMail`/`optInPhone`
 * of the customer data, so both calls always tell the same. State lives on the customer record (rebuilt by
 * /__test/reset).
 */

/** The switches, in the order the portal shows them. */
export const CONSENT_KEYS = ['email', 'telefon', 'sms', 'post', 'verkehrsdaten', 'vertragsdaten'];
export const SOURCES = ['portal', 'telefon'];

/** where a switch lives when the spec already has it */
/** @type {Record<string, string>} */
const IN_KUNDENDATEN = { email: 'optInEMail', telefon: 'optInPhone' };

// the demo history starts with the consents the customer gave on the phone when the contract was made
const SEED_TIME = '2024-03-12T09:41:00.000Z';

/** @param {any} c a customer record */
export function consentsOf(c) {
  if (!c.einwilligungen) {
    const kd = c.kundendaten;
    c.einwilligungen = {
      // advertising with contract data is allowed until the customer objects (legitimate interest, Art. 6 Abs. 1 f)
      werte: { sms: false, post: false, verkehrsdaten: false, vertragsdaten: true },
      /** @type {Array<{ zeitpunkt: string, einwilligung: string, erteilt: boolean, quelle: string }>} */
      verlauf: [],
    };
    for (const key of ['email', 'telefon']) {
      if (kd[IN_KUNDENDATEN[key]])
        c.einwilligungen.verlauf.push({ zeitpunkt: SEED_TIME, einwilligung: key, erteilt: true, quelle: 'telefon' });
    }
  }
  return c.einwilligungen;
}

/** @param {any} c @param {string} key */
const consentValue = (c, key) =>
  key in IN_KUNDENDATEN ? Boolean(c.kundendaten[IN_KUNDENDATEN[key]]) : consentsOf(c).werte[key];

/**
 * Sets the given switches; every real change goes into the history with the time and where it was made.
 * @param {any} c @param {Record<string, boolean>} changes @param {string} quelle @param {number} nowMs
 */
export function setConsents(c, changes, quelle, nowMs) {
  const state = consentsOf(c);
  const zeitpunkt = new Date(nowMs).toISOString();
  for (const key of CONSENT_KEYS) {
    if (!(key in changes) || consentValue(c, key) === changes[key]) continue;
    if (key in IN_KUNDENDATEN) c.kundendaten[IN_KUNDENDATEN[key]] = changes[key];
    else state.werte[key] = changes[key];
    state.verlauf.push({ zeitpunkt, einwilligung: key, erteilt: changes[key], quelle });
  }
}

/** „Allem widersprechen“: every consent withdrawn and the objection raised (every switch off), in one change. */
export const WITHDRAW_ALL = {
  email: false,
  telefon: false,
  sms: false,
  post: false,
  verkehrsdaten: false,
  vertragsdaten: false,
};

/** The answer of the consent centre's calls: the switches and the history, newest first. @param {any} c */
export function consentView(c) {
  const state = consentsOf(c);
  return {
    einwilligungen: Object.fromEntries(CONSENT_KEYS.map((key) => [key, consentValue(c, key)])),
    verlauf: [...state.verlauf].reverse(),
  };
}
