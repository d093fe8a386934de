import type { FieldValidator } from 'final-form';
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

/** The message key of the generic `required` validator ("Bitte füllen Sie dieses Feld aus."). */
const REQUIRED_KEY = 'common:validation.required';

/**
 * A field's validator whose "required" message fits the control: nothing to fill in on a radio group
 * ("Bitte wählen Sie …") or a checkbox ("Bitte bestätigen Sie …"). `messageKey` is the i18n key of the
 * control's generic wording or of a field's own (which names the thing). Validator and error summary
 * both see the reworded message.
 */
export function withRequiredMessage<V>(
  validate: FieldValidator<V> | undefined,
  messageKey: string,
): FieldValidator<V> | undefined {
  if (!validate) return undefined;
  return (value, allValues, meta) => {
    const error = validate(value, allValues, meta);
    return error === REQUIRED_KEY ? messageKey : error;
  };
}
