/**
 * The one tag helper (metabase's api folder is the model): a mutation invalidates tags only when it
 * succeeded — a failed call changed nothing on the server, so nothing needs to be fetched again.
 * Tag types are declared per API slice and list only tags some query provides.
 */
export const invalidatesOnSuccess =
  <T extends string>(...tags: T[]) =>
  (_result: unknown, error: unknown): T[] =>
    error ? [] : tags;
