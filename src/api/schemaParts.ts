/**
 * Building blocks of the answer schemas (valibot, Standard Schema for RTK Query's `responseSchema`).
 * The spec fixes few shapes (§3, §7); a backend that follows it may send ids as numbers, the customer
 * type as a code, leave optional fields out or add fields of its own. These parts accept every such
 * reading and hand the screens one normalised shape:
 * - ids: string or number → string (route params are strings, so ids are compared as strings);
 * - display texts: missing / null → '' (screens show '-' for an empty value, §5);
 * - lists: missing / not a list → []; an entry that cannot be read is left out (and logged);
 * - unknown fields are dropped by `v.object`.
 * A feature's schema module (next to its endpoints) composes them per answer.
 */
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { freeze } from '@reduxjs/toolkit';
import * as v from 'valibot';
import { yieldInWorkLoop } from '../lib/browserTasks';
import { warnOnce } from '../lib/warnOnce';
import { SALUTATIONS, TITLES } from '../config/constants';

const idInput = v.union([v.string(), v.number()]);

/**
 * Repeated texts of one answer as one string each (heap): JSON.parse makes a string per occurrence,
 * and a fleet's 5,000 contracts repeat the same company, tariff, town, street and dates thousands of times
 * (docs/performance.md). While an answer is read (inSlices), equal short texts become the same
 * string; the table lives only as long as the reading, so nothing of a customer stays in it afterwards.
 */
let sharedTexts: Map<string, string> | null = null;
let readers = 0;
const SHARED_TEXT_MAX = 64;
function shared(value: string): string {
  if (sharedTexts === null || value.length > SHARED_TEXT_MAX) return value;
  const known = sharedTexts.get(value);
  if (known !== undefined) return known;
  sharedTexts.set(value, value);
  return value;
}

/** A required id: string or number, never empty; always a string afterwards. */
export const id = v.pipe(idInput, v.transform(String), v.trim(), v.nonEmpty());

/** An id that may be missing: '' then (e.g. an empty bundle id = contract without bundle). */
export const optionalId = v.fallback(
  v.pipe(
    idInput,
    v.transform((value) => shared(String(value))),
    v.trim(),
  ),
  '',
);

/** A display text: strings as sent, numbers as digits, anything else (missing, null) ''. */
export const text = v.fallback(
  v.pipe(
    idInput,
    v.transform((value) => shared(String(value))),
  ),
  '',
);

/** One of the listed values, else the given fallback (unknown enum values from a newer backend). */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T, otherwise: T[number]) {
  // the portal's own constant instead of the answer's copy: JSON.parse makes a string per occurrence, and a
  // fleet's 5,000 contracts each carried their own „nicht_geplant“
  const constant = new Map<string, T[number]>(values.map((value) => [value, value]));
  return v.fallback(
    v.pipe(
      v.picklist(values),
      v.transform((value) => constant.get(value) ?? value),
    ),
    otherwise,
  );
}

/** A salutation as §3 lists it, or '' (none given, or a value the portal does not know). */
export const salutation = oneOf(['', ...SALUTATIONS], '');
/** An academic title as §3 lists it, else none. */
export const title = oneOf(TITLES, '');

/** A yes/no flag: booleans as sent, 'true'/'1'/1 as yes; missing or anything else no. */
export const flag = v.fallback(
  v.pipe(
    v.union([v.boolean(), v.string(), v.number()]),
    v.transform((value) => value === true || value === 1 || value === 'true' || value === '1'),
  ),
  false,
);

const numeric = v.pipe(
  v.union([v.number(), v.string()]),
  v.transform((value) => (typeof value === 'number' ? value : Number(value.trim().replace(',', '.')))),
  v.check((value) => Number.isFinite(value)),
);

/** An amount: numbers, or numeric strings ("29.99", "29,99"); null when missing or unreadable ('-' shown). */
export const amount = v.fallback(v.nullable(numeric), null);

/** A count with a default (e.g. months of a term): like `amount`, with `otherwise` instead of null. */
export function count(otherwise: number) {
  return v.fallback(numeric, otherwise);
}

/**
 * A list of entries: missing, null or not a list → []; each entry is read with `item`, and an entry that
 * cannot be read (e.g. a contract without id) is left out with a console warning instead of failing the
 * whole answer.
 */
export function listOf<TSchema extends v.GenericSchema>(item: TSchema, what: string) {
  return v.fallback(
    v.pipe(
      v.array(v.unknown()),
      v.transform((entries) => {
        const out: v.InferOutput<TSchema>[] = [];
        for (const entry of entries) {
          const result = v.safeParse(item, entry);
          if (result.success) out.push(result.output);
          else warnOnce(`schema:${what}`, `Unlesbarer Eintrag in ${what} ausgelassen`, result.issues);
        }
        // a copy of exactly its length: push grows an array's store ahead (17 slots for one phone number), and
        // 5,000 contracts keep three such lists each
        return out.length === 0 ? [] : out.slice();
      }),
    ),
    [],
  );
}

/** Work of a slice before the reading yields to the browser (a task over 50 ms on a slow phone blocks input). */
const SLICE_MS = 8;

/**
 * An object answer whose big lists (`listKeys`, each a `listOf`) are read in slices, each in a task of its own:
 * a business customer's session answer (120 contracts, 500 months of call costs) read in one task was a long
 * task on a slow phone (docs/performance.md). The result is the same as the schema's own:
 * `listOf` reads every entry on its own, so reading a list in slices and joining them gives the same list.
 */
export function inSlices<TEntries extends v.ObjectEntries>(
  schema: v.ObjectSchema<TEntries, undefined>,
  listKeys: ReadonlyArray<keyof TEntries & string>,
): StandardSchemaV1<v.InferOutput<typeof schema>> {
  type Output = v.InferOutput<typeof schema>;
  const readAll = (value: unknown) => schema['~standard'].validate(value) as StandardSchemaV1.Result<Output>;
  return {
    '~standard': {
      version: 1,
      vendor: 'kundenportal',
      validate: async (value) => {
        if (typeof value !== 'object' || value === null) return readAll(value);
        readers += 1;
        sharedTexts ??= new Map();
        try {
          return await readInSlices(value as Record<string, unknown>);
        } finally {
          readers -= 1;
          if (readers === 0) sharedTexts = null;
        }
      },
    },
  };
  async function readInSlices(answer: Record<string, unknown>): Promise<StandardSchemaV1.Result<Output>> {
    const lists = listKeys.filter((key) => Array.isArray(answer[key]));
    // the rest of the answer first, with the lists empty; a failure there is the answer's failure
    const rest = readAll({ ...answer, ...Object.fromEntries(lists.map((key) => [key, []])) });
    if (rest.issues) return rest;
    const output: Record<string, unknown> = { ...rest.value };
    let sliceStart = performance.now();
    for (const key of lists) {
      const entries = answer[key] as unknown[];
      const read: unknown[] = [];
      for (let i = 0; i < entries.length; i += 10) {
        if (performance.now() - sliceStart > SLICE_MS) {
          await yieldInWorkLoop();
          sliceStart = performance.now();
        }
        const slice = v.safeParse(schema.entries[key], entries.slice(i, i + 10));
        if (!slice.success) return { issues: slice.issues.map(({ message }) => ({ message, path: [key] })) };
        // frozen slice by slice: the store (immer) freezes what it is given, deeply and in one task; entries
        // frozen here are skipped there
        freeze(slice.output, true);
        read.push(...(slice.output as unknown[]));
      }
      output[key] = read.slice();
    }
    return { value: output as Output };
  }
}

/** An optional nested object: null when missing, null or unreadable. */
export function optionalObject<TSchema extends v.GenericSchema>(schema: TSchema) {
  return v.fallback(v.nullable(schema), null);
}

/**
 * customerType (§6): private = organisation code 1, name 'privat'; business = code 2, 'geschaeftlich',
 * 'business'. Codes may come as numbers or strings. Anything else counts as business ("a private id for
 * private, otherwise a business id") and is logged once, never a crash.
 */
export type CustomerType = 'privat' | 'business';
/** Every reading of each customer type §6 names (codes and names). */
export const CUSTOMER_TYPE_READINGS: Record<CustomerType, readonly string[]> = {
  privat: ['1', 'privat'],
  business: ['2', 'geschaeftlich', 'business'],
};
const PRIVATE_READINGS = new Set(CUSTOMER_TYPE_READINGS.privat);
const BUSINESS_READINGS = new Set(CUSTOMER_TYPE_READINGS.business);

export function toCustomerType(value: unknown): CustomerType {
  const reading = typeof value === 'string' || typeof value === 'number' ? String(value).trim().toLowerCase() : '';
  if (PRIVATE_READINGS.has(reading)) return 'privat';
  if (!BUSINESS_READINGS.has(reading)) {
    warnOnce('customerType', `Unbekannter customerType ${JSON.stringify(value)}: als geschäftlich behandelt (§6)`);
  }
  return 'business';
}

/** Missing counts as unknown too (business, logged): `optional` with a default runs the transform. */
export const customerType = v.optional(v.pipe(v.unknown(), v.transform(toCustomerType)), '');

export { answerOf } from './answerOf';
