/**
 * Technology upgrade: which answers count as "possible" (spec §3, §4, §7). The spec names the signals
 * but not the shape of the answer of GET technologienundprodukte/technologie, so every signal it names
 * is accepted, and this is the one place that reads them:
 * 1. a positive answer: `true`, or a flag `moeglich` / `possible` / `verfuegbar` / `available` that is true;
 * 2. the asked technology among the answer's `technologien`;
 * 3. the availability signal of §3: `umzugWechsel.code` 4 ("technology change possible");
 * 4. a non-empty product list (`produkte`), as GET produkte answers with technologie/techwechsel (§7).
 * The schema (bestellungSchemas.ts, technologieResponseSchema) keeps exactly these signals.
 */
import type { TechnologieAnswer } from '../bestellung/bestellungSchemas';

export const TECHNOLOGY_CHANGE_CODE = 4;

export function technologyAnswerPositive(answer: TechnologieAnswer, technologie: string): boolean {
  return (
    answer.moeglich ||
    answer.technologien.some((t) => t.toLowerCase() === technologie.toLowerCase()) ||
    answer.umzugCode === TECHNOLOGY_CHANGE_CODE ||
    answer.produkte > 0
  );
}
