import type { StandardSchemaV1 } from '@standard-schema/spec';
import type * as v from 'valibot';

/**
 * For RTK Query's `responseSchema`: it is typed with input = output = the endpoint's result, while the
 * answer schemas take a wider input (ids as numbers, codes for names) than they give. Same object, typed by
 * its output. A module of its own without valibot at run time: the session endpoints (in the first-load JS
 * of /login) use it, and valibot loads only with their schemas (lazySchema).
 */
export function answerOf<TSchema extends v.GenericSchema>(schema: TSchema): StandardSchemaV1<v.InferOutput<TSchema>> {
  return schema as unknown as StandardSchemaV1<v.InferOutput<TSchema>>;
}
