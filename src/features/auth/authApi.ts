import { portalApi } from '../../api/portalApi';
import { answerOf } from '../../api/schemaParts';
import type { CurrentUserResponse, LoginResponse } from '../../api/types';
import { accountLoaded, loggedOut } from '../session/sessionEvents';
import {
  anyAnswerSchema,
  currentUserResponseSchema,
  forgotPasswordSchema,
  keepAliveSchema,
  loginResponseSchema,
  passwordValidationSchema,
  type PasswordRule,
  type PasswordValidation,
} from './authSchemas';

export type { PasswordRule, PasswordValidation };

export interface LoginArgs {
  username: string;
  password: string;
  captcha?: string;
}

/** Session endpoints of the portal backend (spec §7); every answer is read by its schema (authSchemas.ts). */
export const authApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginArgs>({
      query: ({ username, password, captcha }) => {
        const body = new URLSearchParams({ username, password });
        // the captcha is sent only if present (spec §5)
        if (captcha) body.set('captcha', captcha);
        return { url: 'login', method: 'POST', body };
      },
      responseSchema: answerOf(loginResponseSchema),
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(accountLoaded({ source: 'login', data }));
        } catch {
          // a failed login is shown by the login form (the mutation's own result)
        }
      },
    }),
    currentUser: build.query<CurrentUserResponse, void>({
      query: () => 'user/current',
      responseSchema: answerOf(currentUserResponseSchema),
      providesTags: ['User'],
    }),
    keepAlive: build.mutation<{ idleSeconds: number }, void>({
      query: () => 'user/keepalive',
      responseSchema: answerOf(keepAliveSchema),
    }),
    logout: build.mutation<unknown, void>({
      query: () => ({ url: 'user/logout', method: 'POST' }),
      responseSchema: answerOf(anyAnswerSchema),
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        // the session ends locally whatever the server answers
        await queryFulfilled.catch(() => undefined);
        dispatch(loggedOut());
      },
    }),
    forgotPassword: build.mutation<{ success: boolean }, { email: string; kundennummer: string }>({
      query: (body) => ({ url: 'password/forget', method: 'POST', body }),
      responseSchema: answerOf(forgotPasswordSchema),
    }),
    newPassword: build.mutation<unknown, { token: string; passwort: string }>({
      query: (body) => ({ url: 'password/new', method: 'POST', body }),
      responseSchema: answerOf(anyAnswerSchema),
    }),
    validatePassword: build.mutation<PasswordValidation, { pass: string }>({
      query: (body) => ({ url: 'user/validate-password', method: 'POST', body }),
      responseSchema: answerOf(passwordValidationSchema),
    }),
    changePassword: build.mutation<unknown, { oldPassword: string; newPassword: string }>({
      query: (body) => ({ url: 'user/password', method: 'PUT', body }),
      responseSchema: answerOf(anyAnswerSchema),
      invalidatesTags: ['User'],
    }),
  }),
});

export const {
  useLoginMutation,
  useLogoutMutation,
  useKeepAliveMutation,
  useForgotPasswordMutation,
  useNewPasswordMutation,
  useValidatePasswordMutation,
  useChangePasswordMutation,
} = authApi;
