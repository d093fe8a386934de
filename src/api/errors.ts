import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

/** The server's German message of a failed call, if it sent one ({ message }). */
export function serverMessage(error: FetchBaseQueryError | SerializedError | undefined | unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const data = (error as { data?: unknown }).data;
  if (data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string') {
    return (data as { message: string }).message;
  }
  return undefined;
}

export function isUnauthorized(error: unknown): boolean {
  return !!error && typeof error === 'object' && (error as { status?: unknown }).status === 401;
}
