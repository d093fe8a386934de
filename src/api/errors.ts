import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { isUnusableAnswer } from './schemaFailure';

/**
 * What a failed call may tell the customer. The server's own `message` is shown only when it is a
 * customer-facing text: a JSON `message` on a 4xx that does not look technical. 5xx answers, HTML,
 * stack traces, class names and the like get our own German text (the components translate the kinds).
 */
export type ErrorText =
  | { kind: 'server'; text: string }
  | { kind: 'tooManyAttempts'; retryAfterSeconds: number | null }
  | { kind: 'unusableAnswer' }
  | { kind: 'generic' };

/** Traces of technical texts: exceptions, class or package names, stack frames, markup, code, SQL. */
const TECHNICAL = [
  /\b(?:java|javax|jakarta|org|com|net|io|de|sun)\.[a-z_]+\.[\w.$]+/i,
  /\b\w*(?:Exception|Error)\b\s*[:(]/,
  /\w+(?:Exception|Throwable)\b/,
  /^\s*at\s+\S+|\n\s*at\s+\S+\s*\(/m,
  /<\/?[a-z!][^>]*>/i,
  /[{};]|=>|::|\$\{/,
  /\b(?:SELECT|INSERT|UPDATE|DELETE)\b.+\b(?:FROM|INTO|SET|WHERE)\b/i,
  /\b(?:null|undefined|NaN|stack ?trace|traceback|errno|ECONN\w+|HTTP\/\d)\b/i,
];

/** A text written for customers: short, one or two sentences, letters, nothing technical. */
export function isCustomerText(text: string): boolean {
  const trimmed = text.trim();
  return (
    trimmed.length >= 3 &&
    trimmed.length <= 300 &&
    /\p{L}{2}/u.test(trimmed) &&
    !TECHNICAL.some((pattern) => pattern.test(trimmed))
  );
}

function statusOf(error: unknown): unknown {
  return error && typeof error === 'object' ? (error as { status?: unknown }).status : undefined;
}

function dataOf(error: unknown): unknown {
  return error && typeof error === 'object' ? (error as { data?: unknown }).data : undefined;
}

/** Kind of message of a failed call (RTK Query error, serialized error or anything thrown). */
export function errorText(error: FetchBaseQueryError | SerializedError | undefined | unknown): ErrorText {
  const status = statusOf(error);
  const data = dataOf(error);
  if (status === 429) {
    const seconds = (data as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
    return { kind: 'tooManyAttempts', retryAfterSeconds: typeof seconds === 'number' ? seconds : null };
  }
  if (isUnusableAnswer(error)) return { kind: 'unusableAnswer' };
  if (typeof status === 'number' && status >= 400 && status < 500 && data && typeof data === 'object') {
    const message = (data as { message?: unknown }).message;
    if (typeof message === 'string' && isCustomerText(message)) return { kind: 'server', text: message.trim() };
  }
  return { kind: 'generic' };
}

/** The server's customer-facing message of a failed call, if it sent one (see errorText). */
export function serverMessage(error: FetchBaseQueryError | SerializedError | undefined | unknown): string | undefined {
  const described = errorText(error);
  return described.kind === 'server' ? described.text : undefined;
}

/** Too many attempts (429): the customer waits (Retry-After), whatever else the answer says. */
export function isTooManyAttempts(error: unknown): boolean {
  return statusOf(error) === 429;
}

/**
 * A backend without this call (404 Not Found, 501 Not Implemented): the calls beyond the spec are our own design,
 * and a backend that lacks one hides or explains the feature instead of showing an error.
 */
export function isMissingCall(error: unknown): boolean {
  const status = statusOf(error);
  return status === 404 || status === 501;
}

/** The backend refused a critical change because no second factor was confirmed (403 ZWEITER_FAKTOR). */
export function isStepUpRequired(error: unknown): boolean {
  return statusOf(error) === 403 && (dataOf(error) as { code?: unknown } | undefined)?.code === 'ZWEITER_FAKTOR';
}

export function isUnauthorized(error: unknown): boolean {
  return statusOf(error) === 401;
}

/**
 * Retry-After (RFC 9110): seconds, or an HTTP date. Returns whole seconds from `now`, null when missing
 * or unreadable.
 */
export function retryAfterSeconds(header: string | null | undefined, now = Date.now()): number | null {
  if (!header) return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}
