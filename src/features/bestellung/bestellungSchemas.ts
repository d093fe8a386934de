/**
 * Answer schemas of the order flows (spec §3, §7): order API (produkte, produktpruefung, technologie,
 * schreibweisen, the order itself) and the portal calls of the flows (hmac, GFPlus address, moves).
 * Answers the spec leaves open are read for what the screens need; confirmations rely on the HTTP status
 * and show details only when they are there.
 */
import * as v from 'valibot';
import type { Agrees } from '../../api/schemaParts';
import { amount, flag, id, listOf, oneOf, optionalObject, text } from '../../api/schemaParts';
import type {
  GfplusAdresse,
  OrderResponse,
  Produkt,
  ProdukteResponse,
  Produktpruefung,
  SchreibweiseResponse,
} from '../../api/types';

export const produktpruefungSchema = v.object({ matchByClientId: flag, produktnummer: text, produktart: text });

const produktOptionSchema = v.object({ id, name: text, monthlyPrice: amount });

/** A product needs its id (it is what is ordered). */
export const produktSchema = v.object({
  id,
  name: text,
  produktnummer: text,
  technologie: text,
  downloadMbit: amount,
  uploadMbit: amount,
  monthlyPrice: amount,
  oneTimePrice: amount,
  minimumTermMonths: amount,
  noticePeriodMonths: amount,
  // beyond spec, only loyalty flows carry them
  offerMonthlyPrice: v.optional(amount),
  offerMonths: v.optional(amount),
  options: listOf(produktOptionSchema, 'produkte.options'),
});

/** umzugWechsel.code 0–4 (§3), also as a string; anything else: null (no decision possible). */
const umzugCode = v.fallback(
  v.nullable(v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.picklist([0, 1, 2, 3, 4] as const))),
  null,
);

export const umzugWechselSchema = v.object({ code: umzugCode, text });

export const produkteResponseSchema = v.object({
  verfuegbar: flag,
  technologie: text,
  umzugWechsel: v.fallback(umzugWechselSchema, { code: null, text: '' }),
  produkte: listOf(produktSchema, 'produkte'),
});

/**
 * GET technologienundprodukte/technologie (answer not shown, §7). Kept: every signal a backend may use to
 * say "possible"; src/features/eligibility/techSignals.ts decides from them (one place).
 */
const FLAGS = ['moeglich', 'possible', 'verfuegbar', 'available'] as const;
const truthy = (value: unknown) => value === true || value === 'true' || value === 1;

/** Each signal is null when the answer does not carry it (then another signal decides, techSignals.ts). */
export interface TechnologieAnswer {
  flag: boolean | null;
  technologien: string[] | null;
  produkte: number | null;
  umzugCode: 0 | 1 | 2 | 3 | 4 | null;
}

export const technologieResponseSchema = v.pipe(
  v.unknown(),
  v.transform((answer): TechnologieAnswer => {
    if (typeof answer === 'boolean') return { flag: answer, technologien: null, produkte: null, umzugCode: null };
    const a = (answer && typeof answer === 'object' ? answer : {}) as Record<string, unknown>;
    const flags = FLAGS.filter((key) => a[key] !== undefined && a[key] !== null);
    return {
      flag: flags.length ? flags.some((key) => truthy(a[key])) : null,
      technologien: Array.isArray(a.technologien) ? v.parse(listOf(text, 'technologien'), a.technologien) : null,
      produkte: Array.isArray(a.produkte) ? a.produkte.length : null,
      umzugCode: v.parse(v.fallback(umzugWechselSchema, { code: null, text: '' }), a.umzugWechsel).code,
    };
  }),
);

export const schreibweiseSchema = v.object({ plz: text, ort: text, strasse: text, hnr: text });

/** POST artikelhinzuproduktwechsel: the order went through on 2xx; its number only when sent. */
/** status (our extension, issue 37): 'in_pruefung' when the order is held for review (sent without hmac) */
export const orderResponseSchema = v.object({
  auftragsnummer: text,
  eingangAm: text,
  status: v.optional(oneOf(['eingegangen', 'in_pruefung', ''], ''), ''),
});

export const hmacSchema = v.object({ hmac: text });

export const gfplusAdresseSchema = v.object({
  id,
  plz: text,
  ort: text,
  strasse: text,
  haus_nr_original: text,
  hausnummernzusatz: text,
});

export const gfplusAnswerSchema = v.object({ adresse: optionalObject(gfplusAdresseSchema) });

/** Post-move data (shape not shown, §7): the move went through on 2xx; details only when sent. */
export const umzugResponseSchema = v.object({
  vorgangsnummer: text,
  contractId: text,
  umzugsdatum: text,
  neueAdresse: optionalObject(
    v.object({ plz: text, ort: text, strasse: text, hausnummer: text, hausnummernzusatz: text }),
  ),
  status: text,
});
export type UmzugResponse = v.InferOutput<typeof umzugResponseSchema>;

export const bestellungAgree: [
  Agrees<v.InferOutput<typeof produktpruefungSchema>, Produktpruefung>,
  Agrees<v.InferOutput<typeof produktSchema>, Produkt>,
  Agrees<v.InferOutput<typeof produkteResponseSchema>, ProdukteResponse>,
  Agrees<v.InferOutput<typeof schreibweiseSchema>, SchreibweiseResponse>,
  Agrees<v.InferOutput<typeof orderResponseSchema>, OrderResponse>,
  Agrees<v.InferOutput<typeof gfplusAdresseSchema>, GfplusAdresse>,
] = [true, true, true, true, true, true];
