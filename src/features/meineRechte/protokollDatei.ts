import { NACHWEIS_MAX_BYTES } from '../../components/form/nachweis';
import { MAX_PROTOKOLL_ZEICHEN } from '../../lib/messprotokoll.mjs';
// the texts of the „meineRechte:“ keys below (the namespace registers when its module loads)
import '../../i18n/texts/meineRechte';

/**
 * The two exports of the regulator's „Breitbandmessung“: the CSV is read by the backend at once, the PDF is
 * stored and checked by hand. null: neither.
 */
export function protokollArt(file: File): 'csv' | 'pdf' | null {
  const name = file.name.toLowerCase();
  if (file.type === 'text/csv' || name.endsWith('.csv')) return 'csv';
  if (file.type === 'application/pdf' || name.endsWith('.pdf')) return 'pdf';
  return null;
}

/** i18n key of what is wrong with the chosen protocol file, or undefined. The backend checks it again. */
export function validateProtokoll(file: File | null | undefined): string | undefined {
  if (!file) return 'meineRechte:minderung.dateiRequired';
  const art = protokollArt(file);
  if (!art) return 'meineRechte:minderung.dateiTyp';
  if (file.size === 0) return 'meineRechte:minderung.pdfLeer';
  // the CSV's text is sent inside a JSON body; an upload far below every proxy's body limit
  if (art === 'csv' && file.size > MAX_PROTOKOLL_ZEICHEN) return 'meineRechte:minderung.dateiGross';
  // the PDF as every other document upload (src/config/nachweis.json)
  if (art === 'pdf' && file.size > NACHWEIS_MAX_BYTES) return 'meineRechte:minderung.pdfGross';
  return undefined;
}
