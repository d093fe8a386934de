/**
 * Answers a backend words otherwise. The spec leaves many shapes open, so an independently written backend may name a
 * field under another key or nest it ('preis.monatlich' for `monthlyPrice`). A feature's schema names the other
 * words of its fields once, beside the schema; the screens and rules see only the portal's own names.
 */
import * as v from 'valibot';

const present = (value: unknown) => value !== undefined && value !== null;

/** The value at a dotted path of an answer ('preis.monatlich'), or undefined. */
function valueAt(answer: Record<string, unknown>, path: string): unknown {
  let value: unknown = answer;
  for (const key of path.split('.')) {
    if (!value || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * `schema`, reading an object whose fields may come in other words: each field of `readings` that the answer does not
 * carry under the portal's own name is taken from the first of its other names (dotted paths) that the answer does
 * carry. The portal's own name wins; `schema` then reads the values as usual (amounts as text, counts, fallbacks).
 */
export function withReadings<TSchema extends v.GenericSchema>(
  readings: Readonly<Record<string, readonly string[]>>,
  schema: TSchema,
) {
  return v.pipe(
    v.unknown(),
    v.transform((answer) => {
      if (!answer || typeof answer !== 'object' || Array.isArray(answer)) return answer;
      const a = answer as Record<string, unknown>;
      let worded: Record<string, unknown> | null = null;
      for (const [field, paths] of Object.entries(readings)) {
        if (present(a[field])) continue;
        const path = paths.find((p) => present(valueAt(a, p)));
        if (path === undefined) continue;
        worded ??= { ...a };
        worded[field] = valueAt(a, path);
      }
      return worded ?? answer;
    }),
    schema,
  );
}
