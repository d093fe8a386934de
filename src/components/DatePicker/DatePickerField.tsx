/**
 * The one date picker of the portal (spec §5): MUI DatePicker with the date-fns adapter and the German
 * locale. This module is the heavy part — it is only ever loaded lazily through form/DateField, so
 * x-date-pickers and the date-fns locale form one chunk that /login and the dashboard never load.
 *
 * The field is a plain text input (not MUI's sectioned field) because customers type dates freely:
 * the text is trimmed and "1.2.2027" is understood (parseGermanDate). The calendar opens from a button.
 * The value handed to the form is the server string yyyy-MM-dd, '' when empty, or the raw trimmed text
 * when it is not a date — so validation can reject it instead of silently dropping the entry.
 */
import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MuiTextField from '@mui/material/TextField';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker, type DatePickerFieldProps as MuiFieldProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext, usePickerTranslations } from '@mui/x-date-pickers/hooks';
import { CalendarIcon } from '@mui/x-date-pickers/icons';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { deDE } from '@mui/x-date-pickers/locales';
import { de } from 'date-fns/locale/de';
import { DATE_FORMAT_DISPLAY } from '../../config/constants';
import { formatDate, isServerDate, isValidDate, parseServerDate, toServerDate, today } from '../../lib/dates';
import { holidayName, type HolidayId } from '../../lib/holidays';
import { type CaretHandover, textFromValue, valueFromText } from './dateText';
import { effectiveBounds, isDayDisabled, weekdaysFromKey, type DateRules } from './dateRules';
import { useDatumT } from '../../i18n/texts/datum';

const pickerLocaleText = deDE.components.MuiLocalizationProvider.defaultProps.localeText;

export interface DatePickerFieldProps extends DateRules {
  /** id of the <input>; the helper text gets `${id}-helper-text`. */
  id: string;
  name?: string;
  /** Translated label. */
  label: string;
  /** yyyy-MM-dd, '' or the raw text of an unparseable entry (see module comment). */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  onFocus?: () => void;
  /** Translated error to show (the form kit decides when); the holiday message is shown even without it. */
  error?: string;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** First calendar view; default day. */
  openTo?: 'day' | 'month' | 'year';
  /** Called with the German holiday name (and its id) when the value becomes / stops being a holiday. */
  onHolidayChange?: (name: string | null, id: HolidayId | null) => void;
  /** What the customer typed into the form kit's stand-in input before this picker arrived (kept as typed). */
  initialText?: string;
  /**
   * Asked once when the picker appears: the caret of the stand-in input if it had the focus. The picker's input
   * then takes focus and caret in the same commit, so the next key lands in it.
   */
  takeFocus?: () => CaretHandover | null;
}

export { valueFromText } from './dateText';

/** What the text input needs from DatePickerField; passed by context so the slot component stays stable. */
interface TextEntry {
  id: string;
  text: string;
  setText: (text: string) => void;
  onBlur: () => void;
  onFocus?: () => void;
  error?: string;
  helperText?: ReactNode;
  required?: boolean;
  placeholder: string;
}
const TextEntryContext = createContext<TextEntry | null>(null);

/** The field slot: a free-text input plus the calendar button that anchors the popper. */
function GermanDateInput(_props: MuiFieldProps) {
  const entry = useContext(TextEntryContext);
  if (!entry) throw new Error('GermanDateInput renders only inside DatePickerField');
  const picker = usePickerContext<Date | null>();
  const translations = usePickerTranslations();
  const selected = picker.value && isValidDate(picker.value) ? formatDate(picker.value) : null;
  const helper = entry.error ?? entry.helperText;
  const describedBy = helper ? `${entry.id}-helper-text` : undefined;
  return (
    <MuiTextField
      id={entry.id}
      ref={picker.rootRef}
      className={picker.rootClassName}
      sx={picker.rootSx}
      name={picker.name}
      label={picker.label}
      value={entry.text}
      onChange={(event) => entry.setText(event.target.value)}
      onBlur={entry.onBlur}
      onFocus={entry.onFocus}
      placeholder={entry.placeholder}
      required={entry.required}
      disabled={picker.disabled}
      error={Boolean(entry.error)}
      helperText={helper}
      autoComplete="off"
      fullWidth
      margin="normal"
      slotProps={{
        htmlInput: { 'aria-invalid': Boolean(entry.error), 'aria-describedby': describedBy },
        formHelperText: entry.error ? { role: 'alert' } : undefined,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                ref={picker.triggerRef}
                edge="end"
                // the touch ripple renders on pointer-down, in the click's frame (INP); CSS marks the
                // press; the focus ripple stays, it is the keyboard's focus indicator
                disableTouchRipple
                sx={{ '&:active': { bgcolor: 'action.selected' } }}
                aria-label={translations.openDatePickerDialogue(selected)}
                disabled={picker.disabled || picker.readOnly}
                // Opening renders the whole calendar, a long task on a slow phone: as a transition React renders it
                // in slices, so the press paints at once and the calendar follows (INP ≤ 100 ms)
                onClick={() => startTransition(() => picker.setOpen((open) => !open))}
              >
                <CalendarIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

const VIEWS = ['year', 'month', 'day'] as const;

export default function DatePickerField(props: DatePickerFieldProps) {
  const { id, name, label, value, onChange, onBlur, onFocus, error, helperText, required, disabled } = props;
  const { openTo = 'day', onHolidayChange, onlyFuture, minDate, maxDate, disabledWeekdays } = props;
  const { initialText, takeFocus } = props;
  const { t } = useDatumT();

  // the weekday list is often an inline literal: the rules follow its content, not its identity
  const weekdaysKey = disabledWeekdays?.join(',');
  const rules = useMemo<DateRules>(
    () => ({ onlyFuture, minDate, maxDate, disabledWeekdays: weekdaysFromKey(weekdaysKey) }),
    [onlyFuture, minDate, maxDate, weekdaysKey],
  );
  const { min, max } = effectiveBounds(rules);

  // The text shown; follows the form value whenever the value changes from outside (pick, reset).
  const [text, setTextState] = useState(() =>
    initialText !== undefined && valueFromText(initialText) === value ? initialText : textFromValue(value),
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the stand-in's focus is handed over once, at mount
  useLayoutEffect(() => {
    const caret = takeFocus?.();
    const input = document.getElementById(id);
    if (!caret || !(input instanceof HTMLInputElement)) return;
    input.focus();
    input.setSelectionRange(caret.start, caret.end);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only an outside change of `value` may overwrite what the customer is typing
  useEffect(() => {
    if (valueFromText(text) !== value) setTextState(textFromValue(value));
  }, [value]);

  const holidayId = isServerDate(value) ? holidayName(value) : null;
  const holidayText = holidayId ? t(`holiday.${holidayId}`) : null;
  const reported = useRef<HolidayId | null>(null);
  useEffect(() => {
    if (reported.current === holidayId) return;
    reported.current = holidayId;
    onHolidayChange?.(holidayText, holidayId);
  }, [holidayId, holidayText, onHolidayChange]);

  // A holiday is reported at once, even before the form shows errors (spec §5: the picker signals it).
  const shownError = error ?? (holidayId ? t('holidayError', { date: formatDate(value), id: holidayId }) : undefined);

  const entry: TextEntry = {
    id,
    text,
    setText: (next) => {
      setTextState(next);
      const nextValue = valueFromText(next);
      if (nextValue !== value) onChange(nextValue);
    },
    onBlur: () => {
      // Normalise "1.2.2027 " to "01.02.2027" once the customer leaves the field.
      if (isServerDate(value)) setTextState(formatDate(value));
      onBlur?.();
    },
    onFocus,
    error: shownError,
    helperText,
    required,
    placeholder: t('placeholder'),
  };

  const pickerValue = isServerDate(value) ? parseServerDate(value) : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={de} localeText={pickerLocaleText}>
      <TextEntryContext.Provider value={entry}>
        <DatePicker
          label={label}
          name={name}
          value={pickerValue}
          onChange={(date) => {
            const next = date && isValidDate(date) ? toServerDate(date) : '';
            setTextState(textFromValue(next));
            if (next !== value) onChange(next);
          }}
          onClose={onBlur}
          format={DATE_FORMAT_DISPLAY}
          views={VIEWS}
          openTo={openTo}
          minDate={min ?? undefined}
          maxDate={max ?? undefined}
          // The calendar opens at the first selectable month, by the injectable clock rather than MUI's.
          referenceDate={min && min > today() ? min : today()}
          shouldDisableDate={(day) => isDayDisabled(day, rules)}
          disabled={disabled}
          slots={{ field: GermanDateInput }}
          slotProps={{
            // MUI disables the button natively; aria-disabled states "unavailable" for every reader, and
            // the title tells mouse users why a holiday is greyed out.
            day: (ownerState) => {
              if (!ownerState.isDayDisabled) return {};
              const id = holidayName(ownerState.day as Date);
              return { 'aria-disabled': true, title: id ? t(`holiday.${id}`) : undefined };
            },
          }}
        />
      </TextEntryContext.Provider>
    </LocalizationProvider>
  );
}
