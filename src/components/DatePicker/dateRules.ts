/**
 * The selectable-day rules shared by the calendar (which days are disabled) and the form validation
 * (which typed dates are rejected), so both always agree. Free of MUI and date-fns: DateField imports it
 * statically while the picker itself stays in its lazily loaded chunk.
 */
import { formatDate, isServerDate, parseServerDate, toServerDateOrNull, tomorrow } from '../../lib/dates';
import { holidayName } from '../../lib/holidays';
import type { FieldError } from '../../lib/validators';
// the texts of the „datum:“ keys below (the namespace registers when its module loads)
import '../../i18n/texts/datum';

export interface DateRules {
  /** The earliest selectable day is tomorrow (spec §5). */
  onlyFuture?: boolean;
  /** Earliest selectable day (Date or yyyy-MM-dd). */
  minDate?: Date | string;
  /** Latest selectable day (Date or yyyy-MM-dd). */
  maxDate?: Date | string;
  /** Weekdays that cannot be chosen, 0 = Sunday … 6 = Saturday. */
  disabledWeekdays?: readonly number[];
}

const toDay = (d: Date | string | undefined): Date | null =>
  d == null ? null : typeof d === 'string' ? parseServerDate(d) : new Date(d.getFullYear(), d.getMonth(), d.getDate());

/** Effective bounds: onlyFuture raises the lower bound to tomorrow. */
export function effectiveBounds(rules: DateRules): { min: Date | null; max: Date | null } {
  let min = toDay(rules.minDate);
  if (rules.onlyFuture) {
    const t = tomorrow();
    if (!min || min < t) min = t;
  }
  return { min, max: toDay(rules.maxDate) };
}

/** Why a calendar day cannot be chosen, or undefined when it can. Bounds are checked first. */
export function dayError(day: Date, rules: DateRules): FieldError | undefined {
  const { min, max } = effectiveBounds(rules);
  if (min && day < min) return { key: 'datum:tooEarly', values: { date: formatDate(min) } };
  if (max && day > max) return { key: 'datum:tooLate', values: { date: formatDate(max) } };
  if (rules.disabledWeekdays?.includes(day.getDay())) return 'datum:weekdayDisabled';
  const id = holidayName(day);
  // `id` goes into the message, which nests `$t(datum:holiday.<id>)` to name the holiday in German.
  if (id) return { key: 'datum:holidayError', values: { date: formatDate(day), id } };
  return undefined;
}

/** True for days the calendar must disable (the picker's shouldDisableDate). */
export function isDayDisabled(day: Date, rules: DateRules): boolean {
  return dayError(day, rules) !== undefined;
}

/**
 * Field-level validation of a date form value: '' passes (required is separate), a value that is not a
 * yyyy-MM-dd date is the raw text of an unparseable entry, everything else must be a selectable day.
 */
export function validateDateValue(value: unknown, rules: DateRules): FieldError | undefined {
  if (value == null || (typeof value === 'string' && value.trim() === '')) return undefined;
  const server = isServerDate(value) ? value : toServerDateOrNull(typeof value === 'string' ? value : null);
  const day = server ? parseServerDate(server) : null;
  if (!day) return 'datum:invalid';
  return dayError(day, rules);
}

/** The weekday list back from its content key (hooks compare the list by content, callers pass literals). */
export function weekdaysFromKey(key: string | undefined): number[] | undefined {
  return key ? key.split(',').map(Number) : undefined;
}
