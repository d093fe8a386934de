import { FAULT_LINE } from '../../config/contact';

/** The fault line as printed in the texts (config/contact.ts). */
export const FAULT_NUMBER = FAULT_LINE.display;
