import { MAX_PROTOKOLL_ZEICHEN } from '../../lib/messprotokoll.mjs';

/** i18n key of what is wrong with the chosen protocol file, or undefined. The backend checks it again. */
export function validateProtokoll(file: File | null | undefined): string | undefined {
  if (!file) return 'meineRechte:minderung.dateiRequired';
  const csv = file.name.toLowerCase().endsWith('.csv') || file.type === 'text/csv';
  if (!csv) return 'meineRechte:minderung.dateiTyp';
  // the text is sent inside a JSON body; an upload far below every proxy's body limit
  if (file.size > MAX_PROTOKOLL_ZEICHEN) return 'meineRechte:minderung.dateiGross';
  return undefined;
}
