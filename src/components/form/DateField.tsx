/**
 * The form kit's date field: a final-form field that renders the lazily loaded DatePickerField.
 *
 * Deliberately no static import of @mui/x-date-pickers, date-fns/locale or DatePickerField here: the
 * picker and its locale must stay one lazy chunk that /login and the dashboard never load. The rules
 * (holidays, weekdays, bounds, onlyFuture) are checked here too, so a typed date is rejected even if the
 * calendar never opened — and before the chunk has arrived.
 */
import { Suspense, useMemo, useState } from 'react';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { registerMessages } from '../../i18n';
import datum from '../../i18n/de/datum.json';
import type { HolidayId } from '../../lib/holidays';
import { formatDate, isServerDate, parseGermanDate, toServerDate } from '../../lib/dates';
import { LazyPartBoundary, retryableLazy } from '../feedback/LazyPart';
import { composeValidators, required as requiredValidator, type FieldValidator } from '../../lib/validators';
import { validateDateValue, weekdaysFromKey, type DateRules } from '../DatePicker/dateRules';
import { fieldId, useFieldError } from './fieldError';
import { useRegisterLabel } from './LabelRegistry';
import { helperTextId, OutlinedFrame } from './OutlinedFrame';

registerMessages('datum', datum);

const DatePickerField = retryableLazy(() => import('../DatePicker/DatePickerField'));

export interface DateFieldProps extends DateRules {
  name: string;
  /** Translated label. */
  label: string;
  required?: boolean;
  disabled?: boolean;
  helperText?: string;
  /** First calendar view; default day. */
  openTo?: 'day' | 'month' | 'year';
  /** Extra checks after the date rules (e.g. "end after start"); gets the yyyy-MM-dd value. */
  validate?: FieldValidator<string>;
  /** German holiday name (and id) when the chosen date is a holiday, null when it stops being one. */
  onHolidayChange?: (name: string | null, id: HolidayId | null) => void;
}

/** Keeps '' instead of final-form's default undefined, so the form value is always a string. */
const keepString = (value: unknown): string => (typeof value === 'string' ? value : '');

export function DateField(props: DateFieldProps) {
  const { name, label, required, disabled, helperText, openTo, validate, onHolidayChange } = props;
  const { onlyFuture, minDate, maxDate, disabledWeekdays } = props;
  const weekdaysKey = disabledWeekdays?.join(',');

  // disabledWeekdays is compared by content (callers often pass an inline array)
  const validateDate = useMemo(() => {
    const rules: DateRules = { onlyFuture, minDate, maxDate, disabledWeekdays: weekdaysFromKey(weekdaysKey) };
    return composeValidators<string>(
      required && requiredValidator,
      (value: string) => validateDateValue(value, rules),
      validate,
    );
  }, [required, onlyFuture, minDate, maxDate, weekdaysKey, validate]);

  const { input, meta } = useField<string>(name, { validate: validateDate, parse: keepString, format: keepString });
  const error = useFieldError(meta);
  useRegisterLabel(name, label);
  const id = fieldId(name);
  const value = keepString(input.value);

  // Same label, size and value as the picker, so nothing jumps when the chunk arrives.
  const fallback = (
    <DateFieldFallback
      id={id}
      label={label}
      value={isServerDate(value) ? formatDate(value) : value}
      helperText={helperText}
    />
  );

  // the picker's chunk did not arrive: the date is typed instead (the rules above still apply), and nothing
  // typed into the rest of the form is lost to an error page
  const failed = (
    <DateTextInput
      id={id}
      label={label}
      initial={isServerDate(value) ? formatDate(value) : value}
      error={error}
      required={required}
      disabled={disabled}
      onChange={input.onChange}
      onBlur={input.onBlur}
      onFocus={input.onFocus}
    />
  );

  return (
    <LazyPartBoundary part={DatePickerField} name={`Datumsfeld ${name}`} fallback={failed}>
      <Suspense fallback={fallback}>
        <DatePickerField
          id={id}
          name={input.name}
          label={label}
          value={value}
          onChange={input.onChange}
          onBlur={input.onBlur}
          onFocus={input.onFocus}
          error={error}
          helperText={helperText}
          required={required}
          disabled={disabled}
          openTo={openTo}
          onlyFuture={onlyFuture}
          minDate={minDate}
          maxDate={maxDate}
          disabledWeekdays={disabledWeekdays}
          onHolidayChange={onHolidayChange}
        />
      </Suspense>
    </LazyPartBoundary>
  );
}

/** The date as text (TT.MM.JJJJ) when the calendar could not be loaded; a valid date is stored as yyyy-MM-dd. */
function DateTextInput({
  id,
  label,
  initial,
  error,
  required,
  disabled,
  onChange,
  onBlur,
  onFocus,
}: {
  id: string;
  label: string;
  initial: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
  onFocus: () => void;
}) {
  const { t } = useTranslation('datum');
  const [text, setText] = useState(initial);
  return (
    <OutlinedFrame id={id} label={label} error={error} helperText={t('pickerFailed')} required={required} shrink>
      <OutlinedInput
        id={id}
        label={label}
        notched
        value={text}
        placeholder={t('placeholder')}
        disabled={disabled}
        onChange={(event) => {
          setText(event.target.value);
          const day = parseGermanDate(event.target.value);
          onChange(day ? toServerDate(day) : event.target.value);
        }}
        onBlur={onBlur}
        onFocus={onFocus}
        inputProps={{ inputMode: 'numeric', 'aria-invalid': Boolean(error), 'aria-describedby': helperTextId(id) }}
      />
    </OutlinedFrame>
  );
}

/**
 * A read-only input with the picker's label, size and helper line while the picker chunk loads
 * (read-only rather than disabled: disabled text would fail the contrast requirements).
 */
function DateFieldFallback({
  id,
  label,
  value,
  helperText,
}: {
  id: string;
  label: string;
  value: string;
  helperText?: string;
}) {
  const { t } = useTranslation('datum');
  return (
    <OutlinedFrame id={id} label={label} helperText={helperText} shrink busy>
      <OutlinedInput
        id={id}
        label={label}
        notched
        value={value}
        placeholder={t('placeholder')}
        readOnly
        inputProps={{ 'aria-label': `${label} – ${t('loading')}` }}
      />
    </OutlinedFrame>
  );
}
