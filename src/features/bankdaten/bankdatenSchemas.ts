/** Answer schema of the IBAN check (the bank data entry itself: src/api/bankdatenSchema.ts). */
import * as v from 'valibot';
import { flag, text } from '../../api/schemaParts';

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
