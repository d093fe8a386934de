/** Answer schemas of the bank data (spec §3 "Bank data entry"; the rest of the object is our design). */
import * as v from 'valibot';
import type { Agrees } from '../../api/schemaParts';
import { flag, listOf, text } from '../../api/schemaParts';
import type { Bankdaten } from '../../api/types';

export const bankdatenSchema = v.object({
  validFrom: text,
  accountNumberInternational: text,
  bic: text,
  accountHolder: text,
  bankName: text,
});

/** POST /bankverbindung and the login answer: the whole list (entries without IBAN stay: they date the rule). */
export const bankdatenListSchema = listOf(bankdatenSchema, 'bankdaten');

/**
 * GET /bestellen/checkIban.json (answer not shown, §7): a backend that says nothing about validity is taken
 * as "valid" only when it answered 2xx with no `valid: false`; the IBAN was already checked in the form.
 */
export const ibanCheckSchema = v.object({
  valid: v.optional(flag, true),
  iban: text,
  bic: text,
  bankName: text,
  message: text,
});
export type IbanCheck = v.InferOutput<typeof ibanCheckSchema>;

export const bankdatenAgrees: Agrees<v.InferOutput<typeof bankdatenSchema>, Bankdaten> = true;
