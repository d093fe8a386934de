/**
 * Which action asks for a second factor: the one home of the rule. Two-step login is either „bei
 * jeder Anmeldung“ (the login asks; changes afterwards do not) or „nur bei kritischen Änderungen“ (the login does
 * not ask; bank data, e-mail, password and ordering do, unless a code was confirmed within the last minutes).
 * The stand-in enforces the same rule on the portal calls (403 ZWEITER_FAKTOR); orders go to the order API
 * without cookies, so for them the portal's check is the one that asks.
 */

export type ZweiFaktorModus = 'anmeldung' | 'kritisch';
export const CRITICAL_ACTIONS = ['bankdaten', 'email', 'passwort', 'bestellung'] as const;
export type CriticalAction = (typeof CRITICAL_ACTIONS)[number];
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
  if (!zweiFaktor?.aktiv) return false;
  if (action === 'anmeldung') return zweiFaktor.modus === 'anmeldung';
  if (zweiFaktor.modus !== 'kritisch') return false;
  return confirmedUntil === null || confirmedUntil <= now;
}
