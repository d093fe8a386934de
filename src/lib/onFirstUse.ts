/**
 * A value created the first time it is asked for, then kept. For start-up work that would otherwise run while
 * its module is evaluated (the start-up chunk's evaluation is the longest task of a page load): the start-up
 * asks for it in a task of its own (src/start.tsx).
 */
export function onFirstUse<T>(create: () => T): () => T {
  let value: { current: T } | undefined;
  return () => {
    value ??= { current: create() };
    return value.current;
  };
}
