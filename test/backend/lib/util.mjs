/** Small helpers shared by the routes: errors, dates, validation. */
import { SALUTATIONS, TITLES } from '../config.mjs';

/** Error that the error handler turns into `status` + `{ message }`. */
export class HttpError extends Error {
  /** @param {number} status @param {string} message */
  constructor(status, message) {
    super(message);
    this.statusCode = status;
    this.german = true;
  }
}

/** @param {string} message */
export const bad = (message) => new HttpError(400, message);

const pad = (n) => String(n).padStart(2, '0');

/** yyyy-MM-dd of a Date in local time. @param {Date} d */
export function fmtDate(d) {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** @param {string} s yyyy-MM-dd → local Date at midnight */
export function parseDate(s) {
  const [y, m, d] = s.split('-').map(Number);
  return new Date(y, m - 1, d);
}

/** Adds days/months to yyyy-MM-dd (or Date). Months clamp to the month's last day. */
export function addDays(date, days) {
  const d = typeof date === 'string' ? parseDate(date) : new Date(date.getTime());
  d.setDate(d.getDate() + days);
  return fmtDate(d);
}
export function addMonths(date, months) {
  const d = typeof date === 'string' ? parseDate(date) : new Date(date.getTime());
  const day = d.getDate();
  d.setDate(1);
  d.setMonth(d.getMonth() + months);
  const last = new Date(d.getFullYear(), d.getMonth() + 1, 0).getDate();
  d.setDate(Math.min(day, last));
  return fmtDate(d);
}

/** True for a real calendar date in yyyy-MM-dd. */
export function isDate(s) {
  if (typeof s !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  return fmtDate(parseDate(s)) === s;
}

export const isBlank = (v) => v === undefined || v === null || String(v).trim() === '';
export const str = (v) => (v === undefined || v === null ? '' : String(v).trim());

/** Throws 400 with "<label> ist ein Pflichtfeld." for each blank field. */
export function required(obj, fields) {
  for (const [key, label] of Object.entries(fields)) {
    if (isBlank(obj?.[key])) throw bad(`${label} ist ein Pflichtfeld.`);
  }
}

export const EMAIL_RE = /^[^\s@"<>]+@[^\s@"<>]+\.[A-Za-z]{2,}$/;
export function checkEmail(v) {
  if (isBlank(v)) throw bad('E-Mail-Adresse ist ein Pflichtfeld.');
  if (!EMAIL_RE.test(String(v).trim()) || String(v).length > 254)
    throw bad('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
  return String(v).trim();
}

/** German phone: digits, spaces, '/', '-', leading '+'; 6–20 digits. */
export function checkPhone(v, label = 'Telefonnummer') {
  const s = str(v);
  const digits = s.replace(/\D/g, '');
  if (
    !/^\+?[0-9][0-9 /-]*$/.test(s) ||
    digits.length < 6 ||
    digits.length > 20 ||
    (!s.startsWith('+') && !s.startsWith('0'))
  ) {
    throw bad(`Bitte geben Sie eine gültige ${label} ein (z. B. 0361 1234567).`);
  }
  return s;
}

export function checkPlz(v) {
  if (!/^\d{5}$/.test(str(v))) throw bad('Bitte geben Sie eine gültige Postleitzahl mit 5 Ziffern ein.');
  return str(v);
}

export { SALUTATIONS, TITLES } from '../config.mjs';

/**
 * Validates an address with a prefix ('invoice' | 'delivery'): salutation, title, names or company,
 * street, number, PLZ, city. Returns the cleaned object with exactly these fields.
 */
export function checkPersonAddress(body, prefix) {
  const f = (n) => `${prefix}${n}`;
  const b = body || {};
  const salutation = str(b[f('Salutation')]);
  if (!SALUTATIONS.includes(salutation)) throw bad('Bitte wählen Sie eine Anrede (Frau, Herr oder Firma).');
  const title = str(b[f('Title')]);
  if (!TITLES.includes(title)) throw bad('Der Titel ist ungültig.');
  if (salutation === 'Firma') required(b, { [f('Company')]: 'Firma' });
  else required(b, { [f('Firstname')]: 'Vorname', [f('Lastname')]: 'Nachname' });
  required(b, {
    [f('Street')]: 'Straße',
    [f('StreetNumber')]: 'Hausnummer',
    [f('Zipcode')]: 'Postleitzahl',
    [f('City')]: 'Ort',
  });
  checkPlz(b[f('Zipcode')]);
  const out = {};
  for (const n of [
    'Salutation',
    'Title',
    'Firstname',
    'Lastname',
    'Company',
    'Street',
    'StreetNumber',
    'StreetNumberAddon',
    'Zipcode',
    'City',
  ]) {
    out[f(n)] = str(b[f(n)]);
  }
  return out;
}

/** Deterministic PRNG (mulberry32). */
export function prng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (arr) => arr[Math.floor(next() * arr.length)],
  };
}

export const round2 = (n) => Math.round(n * 100) / 100;
