import { FAULT_LINE } from '../../config/contact';
import { registerMessages } from '../../i18n';
import stoerung from '../../i18n/de/stoerung.json';

registerMessages('stoerung', stoerung);

/** The fault line as printed in the texts (config/contact.ts). */
export const FAULT_NUMBER = FAULT_LINE.display;

/** A call the backend does not offer (404): the feature explains the fault line instead (graceful degradation). */
export const isMissingCall = (error: unknown) =>
  !!error && typeof error === 'object' && (error as { status?: unknown }).status === 404;
