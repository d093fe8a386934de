/**
 * Idempotency-Key of writes: every write carries one, so a backend that knows the header answers a
 * repeat (a retry after a lost answer) with the first answer instead of acting twice. A call that is a repeat of
 * an earlier one passes that call's key on its body (`withIdempotencyKey`); every other write gets a new key.
 * The key travels as a symbol property: JSON.stringify leaves it out of the body.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const KEY = Symbol.for('kundenportal.idempotencyKey');

/** A random key (UUID v4 where the browser has it; 128 random bits otherwise). */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The body (a copy) that sends `key` as its Idempotency-Key. */
export function withIdempotencyKey<T extends object>(body: T, key: string): T {
  return Object.defineProperty({ ...body }, KEY, { value: key, enumerable: false });
}

/** The key a body carries, or null. */
export function idempotencyKeyOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const key = (body as { [KEY]?: unknown })[KEY];
  return typeof key === 'string' ? key : null;
}
