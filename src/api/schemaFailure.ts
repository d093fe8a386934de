import type { FetchBaseQueryError, NamedSchemaError, SchemaFailureInfo } from '@reduxjs/toolkit/query';

/** error code of an answer the schema could not read (a typed error with our German text, see errors.ts) */
export const UNUSABLE_ANSWER = 'UNUSABLE_ANSWER';

/** Logged for the developers: which endpoint, what was wrong (never shown to the customer). */
export function logSchemaFailure(error: NamedSchemaError, info: SchemaFailureInfo): void {
  console.warn(`Antwort von ${info.endpoint} nicht lesbar (${error.schemaName})`, error.issues);
}

/** An unreadable answer becomes an ordinary failed call: the section shows its German error, no crash. */
export function schemaFailureAsError(_error: NamedSchemaError, info: SchemaFailureInfo): FetchBaseQueryError {
  return { status: 'CUSTOM_ERROR', error: UNUSABLE_ANSWER, data: { endpoint: info.endpoint } };
}

export function isUnusableAnswer(error: unknown): boolean {
  return (
    !!error &&
    typeof error === 'object' &&
    (error as { status?: unknown }).status === 'CUSTOM_ERROR' &&
    (error as { error?: unknown }).error === UNUSABLE_ANSWER
  );
}

/** The options every API slice shares. */
export const schemaOptions = { onSchemaFailure: logSchemaFailure, catchSchemaFailure: schemaFailureAsError };
