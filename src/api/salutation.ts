/** Salutation and academic title (spec §3, §5): the values live in src/config/constants.ts. */
export type { Salutation, Title } from '../config/constants';
