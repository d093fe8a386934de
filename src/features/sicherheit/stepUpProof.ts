/**
 * The proof of a confirmed code on an order: the order API takes no session cookie, so an order of a customer whose
 * two-step mode asks for a code carries the proof `user/zwei-faktor/bestaetigen` returned, in a header. Like the
 * Idempotency-Key it travels as a symbol property of the body: JSON.stringify leaves it out.
 */
export const STEP_UP_PROOF_HEADER = 'X-Zweiter-Faktor';
const PROOF = Symbol.for('kundenportal.stepUpProof');

/**
 * The body (a copy that keeps its other hidden properties, the Idempotency-Key) that sends `proof` along; the body
 * itself when there is none.
 */
export function withStepUpProof<T extends object>(body: T, proof: string | null): T {
  if (!proof) return body;
  const copy = Object.defineProperties({}, Object.getOwnPropertyDescriptors(body)) as T;
  return Object.defineProperty(copy, PROOF, { value: proof, enumerable: false });
}

/** The headers that carry a body's proof (none without one). */
export function stepUpProofHeaders(body: unknown): Record<string, string> {
  if (typeof body !== 'object' || body === null) return {};
  const proof = (body as { [PROOF]?: unknown })[PROOF];
  return typeof proof === 'string' ? { [STEP_UP_PROOF_HEADER]: proof } : {};
}
