/**
 * The customer special offer (§3: only the seen flag is shown; the rest is our design, read tolerantly): part of the
 * session answer, so in src/api where the session, the start page and the order flows read it.
 */
import * as v from 'valibot';
import { amount, flag, optionalId, text } from './schemaParts';

/** Without a contract id the offer is shown on the start page but belongs to no contract tab. */
export const specialOfferSchema = v.object({
  id: optionalId,
  contractId: optionalId,
  title: text,
  text,
  monthlyPrice: amount,
  seen: flag,
  /** beyond spec, optional: product number of the offered tariff and how many months the offer price applies */
  produktnummer: v.optional(text),
  offerMonths: v.optional(amount),
  /** beyond spec, optional: the regular price after the offer months (the tariff's catalogue price) */
  listMonthlyPrice: v.optional(amount),
});
