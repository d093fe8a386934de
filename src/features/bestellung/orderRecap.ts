import type { TFunction } from 'i18next';
import { contractSummaryRows, type SummaryInput, type SummaryRow } from './contractSummary';

/** The contract an order concerns, as the confirmation names it. */
export interface RecapVertrag {
  contractId: string;
  name: string;
}

/** Rows of the contract summary a confirmation repeats (issue 32 item 5), in this order. */
const RECAP_KEYS = ['auftragsnummer', 'bestelltAm', 'produkt', 'optionen', 'monatlich', 'einmalig', 'termin'] as const;

/**
 * What the confirmation recaps (issue 32 item 5): order number and receipt time, product and options, monthly
 * and one-off price, the date, the rows of the flow itself (a move's address and date), and the contract the order
 * concerns. The values come from THE contract-summary rule (contractSummaryRows), never computed a second time;
 * an order without options leaves that row out.
 */
export function orderRecapRows(input: SummaryInput, vertrag: RecapVertrag | null, t: TFunction): SummaryRow[] {
  const rows = contractSummaryRows(input, t);
  const byLabel = new Map(rows.map((row) => [row.label, row]));
  const picked = RECAP_KEYS.flatMap((key) => {
    const row = byLabel.get(t(`bestellung:summary.${key}`));
    if (!row || (key === 'optionen' && input.optionen.length === 0)) return [];
    return [key === 'bestelltAm' ? { ...row, value: t('bestellung:recap.uhr', { datetime: row.value }) } : row];
  });
  const extra = input.extraRows ?? [];
  const contract = vertrag
    ? [
        {
          label: t('bestellung:recap.vertrag'),
          value: vertrag.name
            ? t('bestellung:recap.vertragWert', { name: vertrag.name, id: vertrag.contractId })
            : vertrag.contractId,
        },
      ]
    : [];
  return [...picked, ...extra, ...contract];
}
