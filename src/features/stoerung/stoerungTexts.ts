import { FAULT_LINE } from '../../config/contact';
import { registerMessages } from '../../i18n';
import stoerung from '../../i18n/de/stoerung.json';

registerMessages('stoerung', stoerung);

/** The fault line as printed in the texts (config/contact.ts). */
export const FAULT_NUMBER = FAULT_LINE.display;
