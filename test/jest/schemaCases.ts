/**
 * Answer variants for the schema tests (issue: "each single optional field missing → no throw"):
 * the good answer with one field removed at a time, at every depth (objects in lists: the first entry),
 * and the odd reading (numbers for ids, unknown fields added everywhere).
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every path to a field (['kundendaten', 'email'], ['kundenprodukte', 0, 'articles'], …). */
export function fieldPaths(value: unknown, prefix: Array<string | number> = []): Array<Array<string | number>> {
  if (Array.isArray(value)) return value.length ? fieldPaths(value[0], [...prefix, 0]) : [];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => [[...prefix, key], ...fieldPaths(child, [...prefix, key])]);
}

/** A deep copy without the field at `path`. */
export function without<T>(value: T, path: Array<string | number>): T {
  const copy = structuredClone(value) as unknown as Record<string | number, unknown>;
  let node = copy;
  for (const step of path.slice(0, -1)) node = node[step] as Record<string | number, unknown>;
  delete node[path[path.length - 1]];
  return copy as unknown as T;
}

/** The answer with every field removed once, except the ones the schema requires (by path string). */
export function eachFieldMissing<T>(value: T, required: string[] = []): Array<[string, T]> {
  return fieldPaths(value)
    .map((path) => [path.join('.'), path] as const)
    .filter(([name]) => !required.includes(name))
    .map(([name, path]) => [name, without(value, path)]);
}

/** Unknown fields added to every object (a newer backend's extras must be ignored). */
export function withUnknownFields<T>(value: T): T {
  const add = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(add);
    if (!v || typeof v !== 'object') return v;
    return { ...Object.fromEntries(Object.entries(v).map(([k, c]) => [k, add(c)])), unbekanntesFeld: 'x', meta: {} };
  };
  return add(value) as T;
}

export type { Json };
