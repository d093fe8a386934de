/** The customer special offer (§3: only the seen flag is shown; the rest is our design, read tolerantly). */
import * as v from 'valibot';
import type { Agrees } from '../../api/schemaParts';
import { amount, flag, optionalId, text } from '../../api/schemaParts';
import type { Kundenspezialangebot } from '../../api/types';

/** Without a contract id the offer is shown on the start page but belongs to no contract tab. */
export const specialOfferSchema = v.object({
  id: optionalId,
  contractId: optionalId,
  title: text,
  text,
  monthlyPrice: amount,
  seen: flag,
  // beyond spec, optional: the offered tariff and how long the offer price applies
  produktnummer: v.optional(text),
  offerMonths: v.optional(amount),
  // beyond spec, optional: the regular price after the offer months
  listMonthlyPrice: v.optional(amount),
});

export const specialOfferAgrees: Agrees<v.InferOutput<typeof specialOfferSchema>, Kundenspezialangebot> = true;
