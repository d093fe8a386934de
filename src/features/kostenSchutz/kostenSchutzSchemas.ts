/**
 * Answer schemas of „Kosten & Schutz“ (our calls beyond the spec, test/backend/README.md). Read tolerantly: an
 * unknown block or status a safe default, a missing meter, roaming cap or itemised bill null (the screen leaves
 * that part out); only the contract id is required.
 */
import * as v from 'valibot';
import { flag, id, listOf, oneOf, optionalObject, text } from '../../api/schemaParts';
import { EVN_ARTEN } from '../../lib/evn.mjs';
import { datenvolumenSchema, zahl } from './datenvolumenSchemas';

export type { Datenvolumen } from './datenvolumenSchemas';

export const SPERR_ARTEN = ['drittanbieter', '0900', '0137', '118xx', 'premium_sms'] as const;
export type SperrArt = (typeof SPERR_ARTEN)[number];
export { EVN_ARTEN };
export type EvnArt = (typeof EVN_ARTEN)[number];

const quittungSchema = v.object({
  nummer: text,
  am: text,
  text: oneOf(['eingerichtet', 'aufgehoben'], 'eingerichtet'),
});

const sperreSchema = v.object({
  art: v.picklist(SPERR_ARTEN),
  status: oneOf(['aus', 'wird_eingerichtet', 'aktiv'], 'wird_eingerichtet'),
  /** yyyy-MM-dd, or '' */
  seit: text,
  quittung: optionalObject(quittungSchema),
});
export type Sperre = v.InferOutput<typeof sperreSchema>;

export const schutzSchema = v.object({
  vertragsId: id,
  kundentyp: oneOf(['privat', 'geschaeftlich'], 'privat'),
  sperren: listOf(sperreSchema, 'sperren'),
  datenvolumen: optionalObject(datenvolumenSchema),
  roaming: optionalObject(v.object({ aktiv: flag, grenzeEuro: zahl })),
  evn: optionalObject(v.object({ art: oneOf(EVN_ARTEN, 'gekuerzt'), erklaerung: text })),
});
export type Schutz = v.InferOutput<typeof schutzSchema>;
