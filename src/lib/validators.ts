/**
 * Helper checks of spec §5 and the final-form field validators of the form kit.
 *
 * Validators return a FieldError: an i18n key with namespace prefix, or a key with interpolation values.
 * The form kit translates it, so no German text lives here. Format validators let empty values pass —
 * `required` is a separate, composable concern.
 */

export type FieldError = string | { key: string; values?: Record<string, unknown> };

export type FieldValidator<V = unknown> = (value: V, allValues?: object, meta?: unknown) => FieldError | undefined;

// ---------------------------------------------------------------------------------------------------
// Helper checks (§5)
// ---------------------------------------------------------------------------------------------------

/** Missing, or blank after trimming. */
export function isEmpty(v: unknown): boolean {
  if (v == null) return true;
  if (typeof v === 'string') return v.trim() === '';
  if (Array.isArray(v)) return v.length === 0;
  return false;
}

/** Non-empty and exactly n characters long (numbers are checked by their digits). */
export function hasExactLength(v: unknown, n: number): boolean {
  if (isEmpty(v)) return false;
  return String(v).length === n;
}

/** Whether `type` is one of a comma-separated list such as 'privat, business'. */
export function matchesCustomerType(type: string | null | undefined, list: string | null | undefined): boolean {
  if (!type || !list) return false;
  const wanted = type.trim();
  return list
    .split(',')
    .map((entry) => entry.trim())
    .some((entry) => entry !== '' && entry === wanted);
}

// ---------------------------------------------------------------------------------------------------
// IBAN
// ---------------------------------------------------------------------------------------------------

/** Removes spaces (customers paste grouped IBANs) and upper-cases. */
export function normalizeIban(v: string | null | undefined): string {
  return (v ?? '').replace(/\s+/g, '').toUpperCase();
}

/** 'de89370400440532013000' → 'DE89 3704 0044 0532 0130 00': the whole IBAN in groups of four (review step). */
export function groupIban(v: string | null | undefined): string {
  return normalizeIban(v)
    .replace(/(.{4})/g, '$1 ')
    .trim();
}

/** 'DE89370400440532013000' → 'DE89 **** **** **** **30 00': country, check digits and last 4 shown. */
export function maskIban(v: string | null | undefined): string {
  const iban = normalizeIban(v);
  if (iban.length <= 8) return iban.replace(/(.{4})/g, '$1 ').trim();
  const masked = iban.slice(0, 4) + '*'.repeat(iban.length - 8) + iban.slice(-4);
  return masked.replace(/(.{4})/g, '$1 ').trim();
}

// The IBAN and BIC rules (isValidIban, iban, bic) need ibantools: they live in ibanValidators.ts,
// so that only the screens that check an IBAN load it (this module is on the login page's first load).

// ---------------------------------------------------------------------------------------------------
// Field validators (final-form)
// ---------------------------------------------------------------------------------------------------

const asText = (v: unknown): string => (v == null ? '' : String(v).trim());

/** Missing, blank, or an unticked box (false). */
export const required: FieldValidator = (value) =>
  isEmpty(value) || value === false ? 'common:validation.required' : undefined;

export const exactLength =
  (length: number): FieldValidator =>
  (value) =>
    isEmpty(value) || hasExactLength(asText(value), length)
      ? undefined
      : { key: 'common:validation.exactLength', values: { length } };

/** A regular-expression check with its own message key (tested against the trimmed text). */
export const pattern =
  (re: RegExp, key: string): FieldValidator =>
  (value) => {
    if (isEmpty(value)) return undefined;
    re.lastIndex = 0; // a /g or /y expression keeps state between calls
    return re.test(asText(value)) ? undefined : key;
  };

export const email: FieldValidator = pattern(
  /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[A-Za-z]{2,}$/,
  'common:validation.email',
);

/** German numbers: 0… or +49/0049…, with spaces, slashes, hyphens or brackets; 7–15 digits. */
export const germanPhone: FieldValidator = (value) => {
  if (isEmpty(value)) return undefined;
  const text = asText(value);
  const digits = text.replace(/\D/g, '');
  const shapeOk = /^\(?(\+49|0049|0)[\s/()-]*[1-9][\d\s/()-]*$/.test(text);
  return shapeOk && digits.length >= 7 && digits.length <= 15 ? undefined : 'common:validation.phone';
};

export const plz: FieldValidator = pattern(/^\d{5}$/, 'common:validation.plz');

/** Six hex pairs separated by ':' or '-' (consistently), or 12 hex digits in a row. */
export const macAddress: FieldValidator = pattern(
  /^(?:[0-9A-Fa-f]{2}:){5}[0-9A-Fa-f]{2}$|^(?:[0-9A-Fa-f]{2}-){5}[0-9A-Fa-f]{2}$|^[0-9A-Fa-f]{12}$/,
  'common:validation.mac',
);

/** Runs validators in order and returns the first error. */
export function composeValidators<V = unknown>(
  ...validators: Array<FieldValidator<V> | FieldValidator | undefined | false>
): FieldValidator<V> {
  return (value, allValues, meta) => {
    for (const validate of validators) {
      if (!validate) continue;
      const error = (validate as FieldValidator<V>)(value, allValues, meta);
      if (error !== undefined) return error;
    }
    return undefined;
  };
}
