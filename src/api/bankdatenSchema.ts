/**
 * Answer schema of a bank data entry (spec §3 "Bank data entry"; bic, holder and bank name are our design): part of
 * the session answer and of POST /bankverbindung, so in src/api where the session and the bank data screens read it.
 */
import * as v from 'valibot';
import { listOf, text } from './schemaParts';

export const bankdatenSchema = v.object({
  /** yyyy-MM-dd */
  validFrom: text,
  accountNumberInternational: text,
  bic: text,
  accountHolder: text,
  bankName: text,
});

/** POST /bankverbindung and the login answer: the whole list (entries without IBAN stay: they date the rule). */
export const bankdatenListSchema = listOf(bankdatenSchema, 'bankdaten');
