/**
 * Answer schemas of the session calls (spec §3, §7): POST login, GET user/current and the customer data
 * every user/* change answers with. The customer data are required (an account answer without them is
 * unusable and becomes a typed error, see src/api/schemaFailure.ts); every field inside them and every
 * list beside them is read tolerantly.
 */
import * as v from 'valibot';
import type { Agrees } from '../../api/schemaParts';
import {
  count,
  customerType,
  flag,
  id,
  inSlices,
  listOf,
  optionalId,
  optionalObject,
  salutation,
  text,
  title,
} from '../../api/schemaParts';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { CurrentUserResponse, Kundendaten, LoginResponse, SecondStepNeeded, ZelosDokument } from '../../api/types';
import { SESSION_IDLE_SECONDS } from '../../config/constants';
import { bankdatenListSchema } from '../bankdaten/bankdatenSchemas';
import { rechnungSchema, telefonkostenSchema } from '../rechnungen/rechnungenSchemas';
import { specialOfferSchema } from '../specialOffer/specialOfferSchemas';
import { vertragListSchema } from '../../api/vertragSchema';

/** Customer data: the customer number is required (it is sent with orders and tracking). */
export const kundendatenSchema = v.object({
  number: id,
  customerType,
  salutation,
  titel: title,
  firstname: text,
  lastname: text,
  company: text,
  birthday: text,
  email: text,
  phone: text,
  phone2: text,
  passwortwechsel_erzwingen: flag,
  street: text,
  streetNumber: text,
  streetNumberAddon: text,
  zipcode: text,
  city: text,
  invoiceSalutation: salutation,
  invoiceTitle: title,
  invoiceFirstname: text,
  invoiceLastname: text,
  invoiceCompany: text,
  invoiceStreet: text,
  invoiceStreetNumber: text,
  invoiceStreetNumberAddon: text,
  invoiceZipcode: text,
  invoiceCity: text,
  optInEMail: flag,
  optInPhone: flag,
});

export const zelosDokumentSchema = v.object({ id, title: text, date: text, contractId: optionalId });

const accountEntries = {
  kundendaten: kundendatenSchema,
  zelos_vertragsdokumente: listOf(zelosDokumentSchema, 'zelos_vertragsdokumente'),
  kundenprodukte: vertragListSchema,
  bankdaten: bankdatenListSchema,
  rechnungen: listOf(rechnungSchema, 'rechnungen'),
  telefonkosten: listOf(telefonkostenSchema, 'telefonkosten'),
  kundenspezialangebot: optionalObject(specialOfferSchema),
  dev_kundenportal: flag,
  session_idle_seconds: count(SESSION_IDLE_SECONDS),
};

export const loginResponseSchema = v.object(accountEntries);

/** kampagnendaten without a campaign name carries nothing to route: read as none. */
const kampagnendatenSchema = v.object({ kampagne: id, path: text });

export const currentUserResponseSchema = v.object({
  ...accountEntries,
  kampagnendaten: optionalObject(kampagnendatenSchema),
});

/** The lists that grow with the customer (a business customer: 1.6 MB) are read in slices (see inSlices). */
const GROWING_LISTS = ['kundenprodukte', 'rechnungen', 'telefonkosten'] as const;
export const loginAnswer = inSlices(loginResponseSchema, GROWING_LISTS);
export const currentUserAnswer = inSlices(currentUserResponseSchema, GROWING_LISTS);

/**
 * POST login: the LoginResponse, or `{ zweiterFaktor: 'totp' }` when two-step login asks for a code
 * first. Anything else is read as a LoginResponse (and fails there when it is none).
 */
export const loginOrSecondStep: StandardSchemaV1<LoginResponse | SecondStepNeeded> = {
  '~standard': {
    version: 1,
    vendor: 'kundenportal',
    validate: (value) => {
      const step = (value as { zweiterFaktor?: unknown } | null)?.zweiterFaktor;
      if (step === 'totp' && !(value as { kundendaten?: unknown }).kundendaten)
        return { value: { zweiterFaktor: 'totp' } satisfies SecondStepNeeded };
      return loginAnswer['~standard'].validate(value);
    },
  },
};

/** WebAuthn sign-in options (ours): handed to the browser as they come; a challenge must be there. */
export const webauthnLoginOptionsSchema = v.looseObject({ challenge: v.pipe(v.string(), v.nonEmpty()) });

export const keepAliveSchema = v.object({ idleSeconds: count(SESSION_IDLE_SECONDS) });

/** POST password/forget: "success true or false" (§3); a 2xx without the flag counts as success. */
export const forgotPasswordSchema = v.object({ success: v.optional(flag, true) });

/** POST password/token (ours): a reset link's token is still usable; a missing flag counts as usable. */
export const resetTokenSchema = v.object({ valid: v.optional(flag, true) });

export const passwordValidationSchema = v.object({
  valid: v.optional(flag, true),
  rules: listOf(v.object({ id: text, ok: flag }), 'validate-password.rules'),
});
export type PasswordValidation = v.InferOutput<typeof passwordValidationSchema>;
export type PasswordRule = PasswordValidation['rules'][number];

export const authAgree: [
  Agrees<v.InferOutput<typeof kundendatenSchema>, Kundendaten>,
  Agrees<v.InferOutput<typeof zelosDokumentSchema>, ZelosDokument>,
  Agrees<v.InferOutput<typeof loginResponseSchema>, LoginResponse>,
  Agrees<v.InferOutput<typeof currentUserResponseSchema>, CurrentUserResponse>,
] = [true, true, true, true];
