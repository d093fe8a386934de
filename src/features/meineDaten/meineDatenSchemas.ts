/** Answer schemas of the personal-data calls (customer data: src/api/accountSchema.ts; the rest beyond spec). */
import * as v from 'valibot';
import { flag, listOf, oneOf, text } from '../../api/schemaParts';

export const authcodeSchema = v.object({ authcode: text, validUntil: text });
export type Authcode = v.InferOutput<typeof authcodeSchema>;

export const vorgangSchema = v.object({ vorgangsnummer: text });
export type VorgangAnswer = v.InferOutput<typeof vorgangSchema>;

export const telefonbucheintragSchema = v.object({
  eintrag: oneOf(['eingetragen', 'nicht_eingetragen'], 'nicht_eingetragen'),
  inverseSuche: flag,
  umfang: oneOf(['name_nummer', 'name_nummer_adresse'], 'name_nummer'),
});
export type Telefonbucheintrag = v.InferOutput<typeof telefonbucheintragSchema>;

/** The consent centre (beyond spec): one switch per consent, and the history of every change. */
export const CONSENT_KEYS = ['email', 'telefon', 'sms', 'post', 'verkehrsdaten', 'vertragsdaten'] as const;
export type ConsentKey = (typeof CONSENT_KEYS)[number];

const verlaufEintragSchema = v.object({
  zeitpunkt: text,
  // an entry about a consent this portal does not know is left out (listOf), not shown as another one
  einwilligung: v.picklist(CONSENT_KEYS),
  erteilt: flag,
  quelle: oneOf(['portal', 'telefon', 'andere'], 'andere'),
});
export type VerlaufEintrag = v.InferOutput<typeof verlaufEintragSchema>;

export const einwilligungszentraleSchema = v.object({
  einwilligungen: v.object({
    email: flag,
    telefon: flag,
    sms: flag,
    post: flag,
    verkehrsdaten: flag,
    // advertising with contract data; false: the customer objected (Art. 21 DSGVO)
    vertragsdaten: flag,
  }),
  verlauf: listOf(verlaufEintragSchema, 'verlauf'),
});
export type Einwilligungszentrale = v.InferOutput<typeof einwilligungszentraleSchema>;
