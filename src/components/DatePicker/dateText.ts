/**
 * The date field's text ↔ form value, shared by the picker (DatePickerField, lazy) and the form kit's DateField,
 * whose text input stands in while the picker's chunk loads: both must read a typed text the same way, so the
 * text typed before the picker arrives is the value the picker starts with.
 */
import { formatDate, isServerDate, parseGermanDate, toServerDate } from '../../lib/dates';

/** Form value of a typed text: trimmed, German date → yyyy-MM-dd, otherwise the text itself. */
export function valueFromText(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) return '';
  const d = parseGermanDate(trimmed);
  return d ? toServerDate(d) : trimmed;
}

/** The text shown for a form value: a server date as TT.MM.JJJJ, anything else as it is. */
export function textFromValue(value: string): string {
  if (!value) return '';
  return isServerDate(value) ? formatDate(value) : value;
}

/** Where the caret was in the stand-in input when the picker replaced it (the picker's input takes it over). */
export interface CaretHandover {
  start: number | null;
  end: number | null;
}
