/**
 * Checks every request's body and query before a route sees it (OWASP ASVS V1/V2 input limits): no key that
 * could reach an object's prototype or shadow its methods, every text within its length limit, bounded nesting
 * and list sizes. A violation is a 400 with a German message; nothing is changed.
 */
import { HttpError } from './util.mjs';
import { germanTextMessage, textProblem, textRuleFor } from '../../../src/lib/textRules.mjs';
import mobilfunk from '../../../src/config/mobilfunk.json' with { type: 'json' };

/** Longest text per field name; every other text field: TEXT_LIMIT_DEFAULT. */
export const TEXT_LIMITS = {
  beschreibung: 2000,
  grund: 2000,
  path: 2000,
  message: 500,
  value: 2000,
  email: 254,
  /** the proof file of erweiterte-aenderungen: bounded by the body limit and its 5 MB check */
  base64: Number.POSITIVE_INFINITY,
  /** a broadband measurement protocol (CSV text): bounded by its route's check (src/lib/messprotokoll.mjs) */
  protokoll: 48 * 1024,
  /** WebAuthn answers: base64url parts of a passkey's registration and sign-in */
  attestationObject: 4000,
  clientDataJSON: 2000,
  authenticatorData: 2000,
  publicKey: 2000,
  signature: 1000,
};
export const TEXT_LIMIT_DEFAULT = 200;
const MAX_DEPTH = 8;
/** years a date in a request may name (birth dates to far-off desired dates) */
const MIN_YEAR = 1900;
const MAX_YEAR = 2100;
const MAX_ITEMS = 200;
/** lists with a bound of their own: the SIM ids of a fleet's bulk action (its route checks the same bound) */
const MAX_ITEMS_OF = { simIds: mobilfunk.sammelaktionMaxSims };

/** German names of the fields a customer types; the others are named by their key. */
const LABELS = {
  beschreibung: 'Beschreibung',
  grund: 'Kündigungsgrund',
  username: 'Benutzername',
  password: 'Passwort',
  passwort: 'Passwort',
  pass: 'Passwort',
  oldPassword: 'bisheriges Passwort',
  newPassword: 'neues Passwort',
  email: 'E-Mail-Adresse',
  phone: 'Telefonnummer',
  phone2: 'zweite Telefonnummer',
  vorname: 'Vorname',
  nachname: 'Nachname',
  firma: 'Firma',
  accountHolder: 'Kontoinhaber',
  strasse: 'Straße',
  hausnummer: 'Hausnummer',
  hausnummernzusatz: 'Hausnummernzusatz',
  ort: 'Ort',
  neuerNachname: 'Neuer Nachname',
  neueFirma: 'Neuer Firmenname',
  vertragsnummer: 'Vertragsnummer',
  invoiceCompany: 'Firma',
  invoiceFirstname: 'Vorname',
  invoiceLastname: 'Nachname',
  invoiceStreet: 'Straße',
  invoiceStreetNumber: 'Hausnummer',
  invoiceStreetNumberAddon: 'Hausnummernzusatz',
  invoiceCity: 'Ort',
  deliveryCompany: 'Firma',
  deliveryFirstname: 'Vorname',
  deliveryLastname: 'Nachname',
  deliveryStreet: 'Straße',
  deliveryStreetNumber: 'Hausnummer',
  deliveryStreetNumberAddon: 'Hausnummernzusatz',
  deliveryCity: 'Ort',
};
const label = (key) => LABELS[key] ?? key;

const bad = (message) => new HttpError(400, message);

/** Keys that would reach or shadow Object.prototype ("__proto__", "constructor", "toString", …). */
export const isForbiddenKey = (key) => key in Object.prototype || key === 'prototype';

/** @param {unknown} value body or query @throws {HttpError} 400 */
export function checkInput(value, key = '', depth = 0) {
  // a text field must be a text: String() would store "[object Object]", "true" or "1,2" in names and addresses
  // (a contract number may be a number: the spec leaves the id's type open)
  const textRule = textRuleFor(key);
  if (textRule && textRule !== textRuleFor('vertragsnummer') && value !== null && typeof value !== 'string')
    throw bad(`Das Feld „${label(key)}“ muss ein Text sein.`);
  if (typeof value === 'string') {
    // a calendar date far outside any contract's life (the year 9999) is a typing error, never stored
    const year = /^(\d{4})-\d{2}-\d{2}(T[\d:.+-]+Z?)?$/.exec(value)?.[1];
    if (year && (Number(year) < MIN_YEAR || Number(year) > MAX_YEAR))
      throw bad(`Das Datum im Feld „${label(key)}“ ist ungültig.`);
    // names, addresses, the account holder and free texts: the rule the portal's fields use
    const problem = textRule && textProblem(value, textRule);
    if (problem) throw bad(germanTextMessage(problem, label(key), textRule));
    const max = TEXT_LIMITS[key] ?? TEXT_LIMIT_DEFAULT;
    if (value.length > max) throw bad(`Die Eingabe im Feld „${label(key)}“ ist zu lang (höchstens ${max} Zeichen).`);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  if (depth > MAX_DEPTH) throw bad('Die Anfrage ist zu tief verschachtelt.');
  if (Array.isArray(value)) {
    if (value.length > (MAX_ITEMS_OF[key] ?? MAX_ITEMS)) throw bad('Die Anfrage enthält zu viele Einträge.');
    for (const v of value) checkInput(v, key, depth + 1);
    return;
  }
  // parsed input is a plain or prototype-less object (query strings: an object whose prototype has none);
  // anything else is a raw body stream (proxy mode)
  const proto = Object.getPrototypeOf(value);
  if (proto !== null && proto !== Object.prototype && Object.getPrototypeOf(proto) !== null) return;
  const keys = Object.keys(value);
  if (keys.length > MAX_ITEMS) throw bad('Die Anfrage enthält zu viele Felder.');
  for (const k of keys) {
    if (isForbiddenKey(k) || k.length > 100) throw bad('Die Anfrage enthält einen unzulässigen Feldnamen.');
    checkInput(value[k], k, depth + 1);
  }
}
