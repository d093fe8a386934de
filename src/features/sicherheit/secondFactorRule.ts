/**
 * Which action asks for a second factor: the step-up table src/config/stepUp.json, which the stand-in enforces as
 * well (403 ZWEITER_FAKTOR; on the order API without the proof of a confirmed code). Two-step login is either „bei
 * jeder Anmeldung“ (the login asks) or „nur bei kritischen Änderungen“; each action of the table names the modes
 * in which it asks, unless a code was confirmed within the last minutes (at login or by the question itself).
 * Lowering the mode and adding a passkey ask in „bei jeder Anmeldung“ too: both would let the password alone in.
 */
import stepUp from '../../config/stepUp.json';

export type ZweiFaktorModus = 'anmeldung' | 'kritisch';
export type CriticalAction = keyof typeof stepUp.actions;
export const CRITICAL_ACTIONS = Object.keys(stepUp.actions) as CriticalAction[];
export type SecuredAction = 'anmeldung' | CriticalAction;

export interface ZweiFaktorState {
  aktiv: boolean;
  modus: ZweiFaktorModus | null;
}

/**
 * @param confirmedUntil end of the last confirmed code's window (ms since epoch), or null
 * @param now the current time (ms since epoch)
 */
export function needsSecondFactor(
  action: SecuredAction,
  zweiFaktor: ZweiFaktorState | null | undefined,
  confirmedUntil: number | null,
  now: number,
): boolean {
  if (!zweiFaktor?.aktiv || !zweiFaktor.modus) return false;
  if (action === 'anmeldung') return zweiFaktor.modus === 'anmeldung';
  const modes: readonly string[] = stepUp.actions[action].modes;
  if (!modes.includes(zweiFaktor.modus)) return false;
  return confirmedUntil === null || confirmedUntil <= now;
}

/** The later of two confirmation ends (ISO texts or null), in ms; null when neither is a date. */
export function confirmedUntilOf(...ends: Array<string | null | undefined>): number | null {
  const times = ends.map((end) => (end ? Date.parse(end) : Number.NaN)).filter((t) => !Number.isNaN(t));
  return times.length ? Math.max(...times) : null;
}
