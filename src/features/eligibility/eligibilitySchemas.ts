/**
 * Answer schemas of the technology check and the GFPlus answer (spec §3, §7). The products, the product check and
 * the GFPlus address itself: src/api/produkteSchemas.ts. The rules that decide from them live in this feature
 * (rules.ts, techSignals.ts).
 */
import * as v from 'valibot';
import { listOf, optionalObject, text } from '../../api/schemaParts';
import { gfplusAdresseSchema, umzugWechselSchema } from '../../api/produkteSchemas';

/**
 * GET technologienundprodukte/technologie (answer not shown, §7). Kept: every signal a backend may use to
 * say "possible"; src/features/eligibility/techSignals.ts decides from them (one place).
 */
const FLAGS = ['moeglich', 'possible', 'verfuegbar', 'available'] as const;
const truthy = (value: unknown) => value === true || value === 'true' || value === 1;

/** Each signal is null when the answer does not carry it (then another signal decides, techSignals.ts). */
export const technologieResponseSchema = v.pipe(
  v.unknown(),
  v.transform((answer) => {
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

export type TechnologieAnswer = v.InferOutput<typeof technologieResponseSchema>;

export const gfplusAnswerSchema = v.object({ adresse: optionalObject(gfplusAdresseSchema) });
export type GfplusAnswer = v.InferOutput<typeof gfplusAnswerSchema>;
