/**
 * Answer schemas of what a contract can get (spec §3, §7): the product check, the products and availability
 * at an address (with the move code umzugWechsel), the technology check and the GFPlus address. The order
 * flows read them too; the rules that decide from them live in this feature (rules.ts, techSignals.ts).
 */
import * as v from 'valibot';
import type { Agrees } from '../../api/schemaParts';
import { amount, flag, id, listOf, optionalObject, text } from '../../api/schemaParts';
import type { GfplusAdresse, Produkt, ProdukteResponse, Produktpruefung } from '../../api/types';

export const produktpruefungSchema = v.object({ matchByClientId: flag, produktnummer: text, produktart: text });

const produktOptionSchema = v.object({
  id,
  name: text,
  monthlyPrice: amount,
  // beyond spec, optional: what the option costs once and its own minimum term
  oneTimePrice: v.optional(amount),
  minimumTermMonths: v.optional(amount),
});

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

/** beyond spec, optional: the one-off cost of a move that keeps the contract (code 1) */
export const umzugWechselSchema = v.object({ code: umzugCode, text, einmaligeKosten: v.optional(amount) });

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

export const gfplusAdresseSchema = v.object({
  id,
  plz: text,
  ort: text,
  strasse: text,
  haus_nr_original: text,
  hausnummernzusatz: text,
});

export const gfplusAnswerSchema = v.object({ adresse: optionalObject(gfplusAdresseSchema) });

export const eligibilityAgree: [
  Agrees<v.InferOutput<typeof produktpruefungSchema>, Produktpruefung>,
  Agrees<v.InferOutput<typeof produktSchema>, Produkt>,
  Agrees<v.InferOutput<typeof produkteResponseSchema>, ProdukteResponse>,
  Agrees<v.InferOutput<typeof gfplusAdresseSchema>, GfplusAdresse>,
] = [true, true, true, true];
