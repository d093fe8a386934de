import { anyAnswer, lazySchema } from '../../api/lazySchema';
import { answerOf } from '../../api/answerOf';
import { portalApi } from '../../api/portalApi';
import type { ForgotPasswordAnswer, PasswordRule, PasswordValidation, ResetTokenAnswer } from './authSchemas';

export type { PasswordRule, PasswordValidation };

/**
 * The password calls of the portal backend (spec §7): forgotten password, reset link, new password, the rules'
 * check and the change. Apart from the session endpoints (authApi.ts), which are in the first-load JS of /login:
 * these come with their screens. Their answers are read by authSchemas.ts, loaded when an answer needs it.
 */
const schemas = () => import('./authSchemas');
const forgotSchema = lazySchema<ForgotPasswordAnswer>(() => schemas().then((m) => answerOf(m.forgotPasswordSchema)));
const resetTokenSchema = lazySchema<ResetTokenAnswer>(() => schemas().then((m) => answerOf(m.resetTokenSchema)));
const passwordSchema = lazySchema<PasswordValidation>(() =>
  schemas().then((m) => answerOf(m.passwordValidationSchema)),
);

export const passwordApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    forgotPassword: build.mutation<ForgotPasswordAnswer, { email: string; kundennummer: string }>({
      query: (body) => ({ url: 'password/forget', method: 'POST', body }),
      responseSchema: forgotSchema,
    }),
    newPassword: build.mutation<unknown, { token: string; passwort: string }>({
      query: (body) => ({ url: 'password/new', method: 'POST', body }),
      responseSchema: anyAnswer,
    }),
    /** ours: is the reset link still usable? POST keeps the token out of URLs and logs */
    resetToken: build.query<ResetTokenAnswer, { token: string }>({
      query: (body) => ({ url: 'password/token', method: 'POST', body }),
      responseSchema: resetTokenSchema,
    }),
    validatePassword: build.mutation<PasswordValidation, { pass: string }>({
      query: (body) => ({ url: 'user/validate-password', method: 'POST', body }),
      responseSchema: passwordSchema,
    }),
    changePassword: build.mutation<unknown, { oldPassword: string; newPassword: string }>({
      query: (body) => ({ url: 'user/password', method: 'PUT', body }),
      responseSchema: anyAnswer,
    }),
  }),
});

export const {
  useForgotPasswordMutation,
  useResetTokenQuery,
  useNewPasswordMutation,
  useValidatePasswordMutation,
  useChangePasswordMutation,
} = passwordApi;
