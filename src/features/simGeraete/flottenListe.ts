/**
 * The SIM list of a fleet (all SIMs of a customer's mobile contracts): its filter, its search keys and its CSV.
 * Pure; the search is the one of every long list (src/lib/germanSearch.ts), its keys made once per list.
 */
import { matcher, phoneKeys, searchKey } from '../../lib/germanSearch';
import type { SimStatus } from '../../lib/simRules.mjs';
import { toCsv } from '../rechnungen/csv';
import type { FlottenSim } from './simSchemas';

export interface FlottenQuery {
  /** free text: number, ICCID ending, contract, cost centre, device */
  q: string;
  status: SimStatus | '';
  kostenstelle: string;
}
export const EMPTY_QUERY: FlottenQuery = { q: '', status: '', kostenstelle: '' };

export interface FlottenIndex {
  sims: readonly FlottenSim[];
  text: string[];
  phones: string[];
  /** the cost centres of the list, sorted (the filter's choices) */
  kostenstellen: string[];
}

/** The search keys of a list, made once per answer. */
export function flottenIndex(sims: readonly FlottenSim[]): FlottenIndex {
  return {
    sims,
    text: sims.map((s) => searchKey([s.iccidEnde, s.vertragsId, s.kostenstelle, s.geraet])),
    phones: sims.map((s) => phoneKeys([s.rufnummer])),
    kostenstellen: [...new Set(sims.map((s) => s.kostenstelle).filter(Boolean))].sort(),
  };
}

/** The SIMs the query finds, in the list's order. */
export function filterSims(index: FlottenIndex, query: FlottenQuery): FlottenSim[] {
  const matches = matcher(query.q);
  return index.sims.filter(
    (s, i) =>
      (!query.status || s.status === query.status) &&
      (!query.kostenstelle || s.kostenstelle === query.kostenstelle) &&
      matches(index.text[i], index.phones[i]),
  );
}

export interface FlottenCsvLabels {
  iccidEnde: string;
  rufnummer: string;
  status: string;
  kostenstelle: string;
  vertrag: string;
  geraet: string;
  statusText: (sim: FlottenSim) => string;
}

/** The SIMs as filtered on screen, for a spreadsheet (the CSV rules of the invoices). */
export function flottenCsv(list: readonly FlottenSim[], labels: FlottenCsvLabels): string {
  return toCsv([
    [labels.iccidEnde, labels.rufnummer, labels.status, labels.kostenstelle, labels.vertrag, labels.geraet],
    ...list.map((s) => [s.iccidEnde, s.rufnummer, labels.statusText(s), s.kostenstelle, s.vertragsId, s.geraet]),
  ]);
}
