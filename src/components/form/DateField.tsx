/**
 * The form kit's date field: a final-form field that renders the lazily loaded DatePickerField.
 *
 * Deliberately no static import of @mui/x-date-pickers, date-fns/locale or DatePickerField here: the
 * picker and its locale must stay one lazy chunk that /login and the dashboard never load. The rules
 * (holidays, weekdays, bounds, onlyFuture) are checked here too, so a typed date is rejected even if the
 * calendar never opened — and before the chunk has arrived.
 */
import { type ComponentType, useLayoutEffect, useMemo, useRef, useState } from 'react';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useField } from 'react-final-form';
import type { HolidayId } from '../../lib/holidays';
import { LazyPartBoundary, retryableLazy } from '../feedback/LazyPart';
import type { DatePickerFieldProps } from '../DatePicker/DatePickerField';
import { composeValidators, required as requiredValidator, type FieldValidator } from '../../lib/validators';
import { validateDateValue, weekdaysFromKey, type DateRules } from '../DatePicker/dateRules';
import { type CaretHandover, textFromValue, valueFromText } from '../DatePicker/dateText';
import { fieldId, useFieldError } from './fieldError';
import { useRegisterLabel } from './LabelRegistry';
import { useHydrated } from './useHydrated';
import { helperTextId, OutlinedFrame } from './OutlinedFrame';
import { useDatumT } from '../../i18n/texts/datum';

/** The picker's module once it has arrived (through the field's own load or `preloadDatePicker`). */
let pickerReady: ComponentType<DatePickerFieldProps> | null = null;
const loadPicker = () =>
  import('../DatePicker/DatePickerField').then((module) => {
    pickerReady = module.default;
    return module;
  });
const DatePickerField = retryableLazy(loadPicker);

/**
 * Starts loading the picker's chunk ahead of its form (a screen whose date field appears once its data is there):
 * the field then renders the picker at once instead of a stand-in that is swapped out while the customer types.
 * A failed load is the field's own to handle (it falls back to typing).
 */
export function preloadDatePicker(): void {
  loadPicker().catch(() => undefined);
}

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

  // a picker already loaded renders at once (not on a prerendered page's hydration, whose HTML has the stand-in);
  // chosen once per mount: a new element type under a mounted field would mount the picker anew
  const hydrated = useHydrated();
  const [Picker] = useState(() => (hydrated && pickerReady) || DatePickerField);
  const { input, meta } = useField<string>(name, { validate: validateDate, parse: keepString, format: keepString });
  const error = useFieldError(meta);
  useRegisterLabel(name, label);
  const id = fieldId(name);
  const value = keepString(input.value);

  // Until the picker's chunk is there, a plain input stands in and takes the typing (into the form value): a
  // customer who types at once must not type into a field that is about to be swapped. The text as typed
  // ("1.2." stays "1.2.") and, if it had the focus, the caret go over to the picker's input in the same commit
  // that swaps them, so no key between the two is lost.
  const [typed, setTyped] = useState<string | null>(null);
  const caret = useRef<CaretHandover | null>(null);
  // what was typed, as long as the form value is still its value (a reset from outside wins)
  const text = typed !== null && valueFromText(typed) === value ? typed : textFromValue(value);
  const typing = {
    onText: (next: string) => {
      setTyped(next);
      input.onChange(valueFromText(next));
    },
    onBlur: input.onBlur,
    onFocus: input.onFocus,
  };
  const standIn = (failed: boolean) => (
    <DateText
      id={id}
      label={label}
      text={text}
      error={error}
      helperText={failed ? undefined : helperText}
      failed={failed}
      required={required}
      disabled={disabled}
      typing={typing}
      onLeave={(handover) => {
        caret.current = handover;
      }}
    />
  );

  return (
    <LazyPartBoundary
      part={DatePickerField}
      name={`Datumsfeld ${name}`}
      fallback={standIn(true)}
      pending={standIn(false)}
    >
      <Picker
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
        initialText={typed ?? undefined}
        takeFocus={() => {
          const handover = caret.current;
          caret.current = null;
          return handover;
        }}
      />
    </LazyPartBoundary>
  );
}

/**
 * The date as text in the picker's frame, the same label, size and helper line, so nothing jumps when the picker
 * arrives: typed as TT.MM.JJJJ while the picker's chunk loads, and instead of it when the chunk could not be loaded
 * (`failed`, with a hint that the calendar is missing). The rules of DateField apply to what is typed either way.
 * `onLeave` gets the caret when the input goes away while it has the focus (the picker replaces it).
 */
function DateText({
  id,
  label,
  text,
  helperText,
  error,
  failed,
  required,
  disabled,
  typing,
  onLeave,
}: {
  id: string;
  label: string;
  text: string;
  helperText?: string;
  error?: string;
  failed: boolean;
  required?: boolean;
  disabled?: boolean;
  typing: { onText: (text: string) => void; onBlur: () => void; onFocus: () => void };
  onLeave: (caret: CaretHandover) => void;
}) {
  const { t } = useDatumT();
  const ref = useRef<HTMLInputElement>(null);
  // a layout effect's cleanup runs before React removes the input: it still has the focus then
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, when the input goes away
  useLayoutEffect(() => {
    const element = ref.current;
    return () => {
      if (element && document.activeElement === element)
        onLeave({ start: element.selectionStart, end: element.selectionEnd });
    };
  }, []);
  const hint = failed ? t('pickerFailed') : helperText;
  return (
    <OutlinedFrame id={id} label={label} error={error} helperText={hint} required={required} shrink>
      <OutlinedInput
        id={id}
        inputRef={ref}
        label={label}
        notched
        value={text}
        placeholder={t('placeholder')}
        disabled={disabled}
        autoComplete="off"
        onChange={(event) => typing.onText(event.target.value)}
        onBlur={typing.onBlur}
        onFocus={typing.onFocus}
        inputProps={{
          inputMode: 'numeric',
          'aria-invalid': Boolean(error),
          'aria-describedby': error || hint ? helperTextId(id) : undefined,
        }}
      />
    </OutlinedFrame>
  );
}
