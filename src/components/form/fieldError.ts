import type { FieldMetaState } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '../../lib/validators';

export function fieldId(name: string): string {
  return `field-${name.replace(/[^a-zA-Z0-9_-]/g, '-')}`;
}

export function translateFieldError(
  t: (key: string, values?: Record<string, unknown>) => string,
  error: unknown,
): string | undefined {
  if (!error) return undefined;
  if (typeof error === 'string') return t(error);
  const { key, values } = error as Exclude<FieldError, string>;
  return typeof key === 'string' ? t(key, values) : undefined;
}

/**
 * The translated error a field shows: validation errors once the field was touched or a submit was
 * tried; errors from the server (submitError) until the field is changed again.
 */
export function useFieldError(meta: FieldMetaState<unknown>): string | undefined {
  const { t } = useTranslation();
  const visible = meta.touched || meta.submitFailed;
  const raw = meta.error ?? (!meta.dirtySinceLastSubmit ? meta.submitError : undefined);
  return visible ? translateFieldError(t as never, raw) : undefined;
}
