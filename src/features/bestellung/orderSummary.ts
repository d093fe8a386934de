import type { SummaryInput } from './contractSummary';
import type { OrderTerms } from './orderTerms';

/**
 * What the review, the confirmation and the contract summary PDF show: the order's terms. A move names its new
 * address and date (`extraRows`) beside the tariff; its date is the move date, not a second „Wunschtermin“.
 */
export function summaryOf(
  terms: OrderTerms,
  extraRows: Array<[string, string]>,
  auftrag?: SummaryInput['auftrag'],
): SummaryInput {
  return {
    terms,
    withStart: extraRows.length === 0,
    auftrag,
    extraRows: extraRows.map(([label, value]) => ({ label, value })),
  };
}
