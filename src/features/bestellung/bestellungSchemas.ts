/**
 * Answer schemas of the order flows (spec §3, §7): order API (schreibweisen, the order itself) and the portal
 * calls of the flows (hmac, moves). Products, product check and the GFPlus address: src/api/produkteSchemas.ts;
 * the technology check: src/features/eligibility/eligibilitySchemas.ts.
 * Answers the spec leaves open are read for what the screens need; confirmations rely on the HTTP status
 * and show details only when they are there.
 */
import * as v from 'valibot';
import { oneOf, optionalObject, text } from '../../api/schemaParts';

export const schreibweiseSchema = v.object({ plz: text, ort: text, strasse: text, hnr: text });
export type SchreibweiseResponse = v.InferOutput<typeof schreibweiseSchema>;

/** POST artikelhinzuproduktwechsel: the order went through on 2xx; its number only when sent. */
export const orderResponseSchema = v.object({
  auftragsnummer: text,
  eingangAm: text,
  /** our extension: 'in_pruefung' = held for review (sent without hmac); '' when not sent */
  status: v.optional(oneOf(['eingegangen', 'in_pruefung', ''], ''), ''),
  /** our extension: the key of the public withdrawal (src/lib/auftragsschluessel.mjs); '' when not sent */
  auftragsschluessel: text,
});
export type OrderResponse = v.InferOutput<typeof orderResponseSchema>;

export const hmacSchema = v.object({ hmac: text });
export type HmacAnswer = v.InferOutput<typeof hmacSchema>;

/** Post-move data (shape not shown, §7): the move went through on 2xx; details only when sent. */
export const umzugResponseSchema = v.object({
  vorgangsnummer: text,
  contractId: text,
  umzugsdatum: text,
  neueAdresse: optionalObject(
    v.object({ plz: text, ort: text, strasse: text, hausnummer: text, hausnummernzusatz: text }),
  ),
  status: text,
  /** beyond spec, optional: the receipt time (a move with a new tariff: the start of its withdrawal period) */
  eingangAm: v.optional(text),
  /** our extension: a move with a new tariff concludes a contract; the key of its public withdrawal */
  auftragsschluessel: v.optional(text),
});
export type UmzugResponse = v.InferOutput<typeof umzugResponseSchema>;
