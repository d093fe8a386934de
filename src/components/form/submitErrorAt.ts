import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { submitErrorOf } from './AppForm';

/**
 * A refused input (400: the server says what is wrong with what was typed, e.g. a wrong code) goes to the field
 * that holds it, so the error is announced where it is corrected; any other failure (offline, 429 wait, 5xx,
 * an unusable answer) stays the form's (submitErrorOf).
 */
export function submitErrorAt(field: string, error: unknown, fallback: string): SubmissionErrors {
  const result = submitErrorOf(error, fallback);
  const refused = (error as { status?: unknown } | null)?.status === 400;
  return refused && result ? { [field]: result[FORM_ERROR] } : result;
}
