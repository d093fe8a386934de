/**
 * IBAN and BIC rules (ISO 13616 / ISO 9362) via ibantools — the stand-in backend (test/backend/lib/iban.mjs) uses
 * the same package, so portal and backend agree. Apart from validators.ts (which the login page loads) so that
 * ibantools is only loaded by the screens that check an IBAN.
 */
import { countrySpecs, isValidBIC, isValidIBAN } from 'ibantools';
import { type FieldValidator, isEmpty, normalizeIban } from './validators';

const asText = (v: unknown): string => (v == null ? '' : String(v).trim());

/**
 * A country of the SWIFT IBAN registry, its length and BBAN structure, the mod-97 check digits and, where a
 * country has them, national check digits.
 */
export function isValidIban(v: string | null | undefined): boolean {
  const iban = normalizeIban(v);
  return countrySpecs[iban.slice(0, 2)]?.IBANRegistry === true && isValidIBAN(iban);
}

export const iban: FieldValidator = (value) =>
  isEmpty(value) || isValidIban(asText(value)) ? undefined : 'common:validation.iban';

/** 8 or 11 characters: bank (4), country (2 letters of a known country), location (2), optional branch (3). */
export const bic: FieldValidator = (value) =>
  isEmpty(value) || isValidBIC(asText(value).toUpperCase()) ? undefined : 'common:validation.bic';
