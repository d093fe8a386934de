/**
 * Answer schemas of the sign-in calls (spec §3, §7). The account answer itself (POST login, GET user/current,
 * the customer data) is src/api/accountSchema.ts; here it is read in slices, beside the two-step answer, the
 * WebAuthn options and the password calls.
 */
import * as v from 'valibot';
import { count, flag, inSlices, listOf, text } from '../../api/schemaParts';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { currentUserResponseSchema, loginResponseSchema } from '../../api/accountSchema';
import type { LoginResponse, SecondStepNeeded } from '../../api/types';
import { SESSION_IDLE_SECONDS } from '../../config/constants';

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
export type WebauthnLoginOptions = v.InferOutput<typeof webauthnLoginOptionsSchema>;

export const keepAliveSchema = v.object({ idleSeconds: count(SESSION_IDLE_SECONDS) });
export type KeepAlive = v.InferOutput<typeof keepAliveSchema>;

/** POST password/forget: "success true or false" (§3); a 2xx without the flag counts as success. */
export const forgotPasswordSchema = v.object({ success: v.optional(flag, true) });
export type ForgotPasswordAnswer = v.InferOutput<typeof forgotPasswordSchema>;

/** POST password/token (ours): a reset link's token is still usable; a missing flag counts as usable. */
export const resetTokenSchema = v.object({ valid: v.optional(flag, true) });
export type ResetTokenAnswer = v.InferOutput<typeof resetTokenSchema>;

export const passwordValidationSchema = v.object({
  valid: v.optional(flag, true),
  rules: listOf(v.object({ id: text, ok: flag }), 'validate-password.rules'),
});
export type PasswordValidation = v.InferOutput<typeof passwordValidationSchema>;
export type PasswordRule = PasswordValidation['rules'][number];
