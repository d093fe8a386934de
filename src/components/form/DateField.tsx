/**
 * The form kit's date field: a final-form field that renders the lazily loaded DatePickerField.
 *
 * Deliberately no static import of @mui/x-date-pickers, date-fns/locale or DatePickerField here: the
 * picker and its locale must stay one lazy chunk that /login and the dashboard never load. The rules
 * (holidays, weekdays, bounds, onlyFuture) are checked here too, so a typed date is rejected even if the
 * calendar never opened — and before the chunk has arrived.
 */
import { useMemo, useState } from 'react';
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

  const shown = isServerDate(value) ? formatDate(value) : value;
  // the picker's chunk did not arrive: the date is typed instead (the rules above still apply), and nothing
  // typed into the rest of the form is lost to an error page
  const failed = (
    <DateText
      id={id}
      label={label}
      initial={shown}
      error={error}
      required={required}
      disabled={disabled}
      typing={{ onChange: input.onChange, onBlur: input.onBlur, onFocus: input.onFocus }}
    />
  );

  return (
    <LazyPartBoundary
      part={DatePickerField}
      name={`Datumsfeld ${name}`}
      fallback={failed}
      pending={<DateText id={id} label={label} initial={shown} helperText={helperText} />}
    >
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
    </LazyPartBoundary>
  );
}

/**
 * The date as text in the picker's frame. Without `typing`, read-only while the picker's chunk loads: the
 * picker's label, size, value and helper line, so nothing jumps when it arrives (read-only rather than disabled:
 * disabled text would fail the contrast requirements). With `typing`, when the chunk could not be loaded: typed
 * as TT.MM.JJJJ, a valid date stored as yyyy-MM-dd.
 */
function DateText({
  id,
  label,
  initial,
  helperText,
  error,
  required,
  disabled,
  typing,
}: {
  id: string;
  label: string;
  initial: string;
  helperText?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  typing?: { onChange: (value: string) => void; onBlur: () => void; onFocus: () => void };
}) {
  const { t } = useTranslation('datum');
  const [text, setText] = useState(initial);
  return (
    <OutlinedFrame
      id={id}
      label={label}
      error={error}
      helperText={typing ? t('pickerFailed') : helperText}
      required={required}
      shrink
      busy={!typing}
    >
      <OutlinedInput
        id={id}
        label={label}
        notched
        value={typing ? text : initial}
        placeholder={t('placeholder')}
        disabled={disabled}
        readOnly={!typing}
        onChange={(event) => {
          setText(event.target.value);
          const day = parseGermanDate(event.target.value);
          typing?.onChange(day ? toServerDate(day) : event.target.value);
        }}
        onBlur={typing?.onBlur}
        onFocus={typing?.onFocus}
        inputProps={
          typing
            ? { inputMode: 'numeric', 'aria-invalid': Boolean(error), 'aria-describedby': helperTextId(id) }
            : { 'aria-label': `${label} – ${t('loading')}` }
        }
      />
    </OutlinedFrame>
  );
}
