import type { TFunction } from 'i18next';
import { contractSummaryRows, type SummaryInput, type SummaryKey, type SummaryRow } from './contractSummary';
// the texts of the „bestellung:“ keys below (the namespace registers when its module loads)
import '../../i18n/texts/bestellung';

/** Rows of the contract summary a confirmation repeats, in this order. */
const RECAP_KEYS: readonly SummaryKey[] = [
  'auftragsnummer',
  'bestelltAm',
  'betrifft',
  'produkt',
  'optionen',
  'monatlich',
  'einmalig',
  'laufzeit',
  'termin',
];

/**
 * What the confirmation recaps: order number and receipt time, what the order concerns, product and options,
 * monthly price (with an offer's price after it), one-off costs, minimum term, the date, and the rows of the flow
 * itself (a move's address and date). The rows are THE contract summary's (contractSummaryRows), read from the
 * order's terms and never computed a second time; an order without options leaves that row out.
 */
export function orderRecapRows(input: SummaryInput, t: TFunction): SummaryRow[] {
  const rows = contractSummaryRows(input, t);
  const picked = RECAP_KEYS.flatMap((key) => {
    const row = rows.find((r) => r.key === key);
    if (!row || (key === 'optionen' && input.terms.optionen.length === 0)) return [];
    return [key === 'bestelltAm' ? { ...row, value: t('bestellung:recap.uhr', { datetime: row.value }) } : row];
  });
  return [...picked, ...(input.extraRows ?? [])];
}
