import { registerMessages } from '../../i18n';
import session from '../../i18n/de/session.json';

/**
 * The texts of the session's notices (time-out warning, account switch): a namespace of its own, registered
 * by the private area's session components, so they stay off the login's first load.
 */
export function registerSessionTexts(): void {
  registerMessages('session', session);
}
