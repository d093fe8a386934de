/**
 * Technology upgrade: which answers count as "possible" (spec §3, §4, §7). The spec names the signals but
 * not the shape of the answer of GET technologienundprodukte/technologie, so every signal it names is
 * accepted, and this is the one place that reads them. In this order:
 * 1. the technology answer itself, when it carries a signal: `true`, a flag `moeglich` / `possible` /
 *    `verfuegbar` / `available`, the asked technology among its `technologien`, an availability code
 *    (`umzugWechsel.code` 4 = "technology change possible", §3) or a product list (non-empty = possible);
 * 2. when it carries none of them (e.g. `{}`: "answer not shown", §7), GET produkte for the contract address
 *    with technologie/techwechsel: `umzugWechsel.code` 4 or a non-empty product list (§3, §7).
 * The schemas (eligibilitySchemas.ts) keep exactly these signals; checkThunks.ts asks in this order.
 */
import type { TechnologieAnswer } from './eligibilitySchemas';

export const TECHNOLOGY_CHANGE_CODE = 4;

/** true / false from the technology answer; null when it carries no signal (then ask GET produkte). */
export function technologyVerdict(answer: TechnologieAnswer, technologie: string): boolean | null {
  const signals = [
    answer.flag,
    answer.technologien === null
      ? null
      : answer.technologien.some((t) => t.toLowerCase() === technologie.toLowerCase()),
    answer.umzugCode === null ? null : answer.umzugCode === TECHNOLOGY_CHANGE_CODE,
    answer.produkte === null ? null : answer.produkte > 0,
  ].filter((signal): signal is boolean => signal !== null);
  return signals.length ? signals.includes(true) : null;
}

/** The availability reading of GET produkte (asked with technologie/techwechsel). */
export function produkteSignalPositive(answer: { umzugWechsel: { code: number | null }; produkte: unknown[] }) {
  return answer.umzugWechsel.code === TECHNOLOGY_CHANGE_CODE || answer.produkte.length > 0;
}
