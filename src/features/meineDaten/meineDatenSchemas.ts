/** Answer schemas of the personal-data calls (customer data: auth/authSchemas.ts; the rest beyond spec). */
import * as v from 'valibot';
import { flag, oneOf, text } from '../../api/schemaParts';

export const authcodeSchema = v.object({ authcode: text, validUntil: text });
export type Authcode = v.InferOutput<typeof authcodeSchema>;

export const vorgangSchema = v.object({ vorgangsnummer: text });

export const telefonbucheintragSchema = v.object({
  eintrag: oneOf(['eingetragen', 'nicht_eingetragen'], 'nicht_eingetragen'),
  inverseSuche: flag,
  umfang: oneOf(['name_nummer', 'name_nummer_adresse'], 'name_nummer'),
});
export type Telefonbucheintrag = v.InferOutput<typeof telefonbucheintragSchema>;
