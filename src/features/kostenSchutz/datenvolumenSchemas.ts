/**
 * The mobile data meter's answer parts (our calls beyond the spec, test/backend/README.md): a contract's meter in
 * „Kosten & Schutz“ and the start page's notices. A module of its own so the start page's notices load only these,
 * not the whole settings schema (kostenSchutzSchemas.ts).
 */
import * as v from 'valibot';
import { flag, id, listOf, oneOf, text } from '../../api/schemaParts';

/** A finite number, else null (a meter without it is not shown). */
export const zahl = v.fallback(
  v.nullable(
    v.pipe(
      v.union([v.number(), v.string()]),
      v.transform(Number),
      v.check((n) => Number.isFinite(n)),
    ),
  ),
  null,
);

export const datenvolumenSchema = v.object({
  verbrauchtMb: zahl,
  inklusivMb: zahl,
  /** yyyy-MM-dd: the period's last day */
  zeitraumBis: text,
  /** ISO instant of the reading */
  stand: text,
  hinweis80: flag,
  bei100: v.fallback(v.object({ art: oneOf(['drosselung', 'sperre'], 'drosselung'), kbit: zahl }), {
    art: 'drosselung' as const,
    kbit: null,
  }),
});
export type Datenvolumen = v.InferOutput<typeof datenvolumenSchema>;

/** The start page's meters: the mobile contracts, fullest first. */
export const datenhinweiseSchema = v.object({
  vertraege: listOf(v.object({ vertragsId: id, ...datenvolumenSchema.entries }), 'vertraege'),
});
export type Datenhinweise = v.InferOutput<typeof datenhinweiseSchema>;
