/**
 * Answer schemas of the order flows (spec §3, §7): order API (schreibweisen, the order itself) and the portal
 * calls of the flows (hmac, moves). Products, product check, technology and the GFPlus address:
 * src/features/eligibility/eligibilitySchemas.ts.
 * Answers the spec leaves open are read for what the screens need; confirmations rely on the HTTP status
 * and show details only when they are there.
 */
import * as v from 'valibot';
import type { Agrees } from '../../api/schemaParts';
import { oneOf, optionalObject, text } from '../../api/schemaParts';
import type { OrderResponse, SchreibweiseResponse } from '../../api/types';

export const schreibweiseSchema = v.object({ plz: text, ort: text, strasse: text, hnr: text });

/** POST artikelhinzuproduktwechsel: the order went through on 2xx; its number only when sent. */
/** status (our extension): 'in_pruefung' when the order is held for review (sent without hmac) */
export const orderResponseSchema = v.object({
  auftragsnummer: text,
  eingangAm: text,
  status: v.optional(oneOf(['eingegangen', 'in_pruefung', ''], ''), ''),
  /** our extension: the key of the public withdrawal (src/lib/auftragsschluessel.mjs); '' when not sent */
  auftragsschluessel: text,
});

export const hmacSchema = v.object({ hmac: text });

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

export const bestellungAgree: [
  Agrees<v.InferOutput<typeof schreibweiseSchema>, SchreibweiseResponse>,
  Agrees<v.InferOutput<typeof orderResponseSchema>, OrderResponse>,
] = [true, true];
