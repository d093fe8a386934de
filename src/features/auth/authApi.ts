import { portalApi } from '../../api/portalApi';
import type { CurrentUserResponse, LoginResponse } from '../../api/types';
import { accountLoaded } from '../session/sessionEvents';

export interface LoginArgs {
  username: string;
  password: string;
  captcha?: string;
}

export interface PasswordRule {
  id: string;
  ok: boolean;
}
export interface PasswordValidation {
  valid: boolean;
  rules: PasswordRule[];
}

/** Session endpoints of the portal backend (spec §7). */
export const authApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginArgs>({
      query: ({ username, password, captcha }) => {
        const body = new URLSearchParams({ username, password });
        // the captcha is sent only if present (spec §5)
        if (captcha) body.set('captcha', captcha);
        return { url: 'login', method: 'POST', body };
      },
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
      providesTags: ['User'],
    }),
    keepAlive: build.mutation<{ idleSeconds: number }, void>({
      query: () => 'user/keepalive',
    }),
    // the session ends locally whatever the server answers: see logout.ts (logOut)
    logout: build.mutation<unknown, void>({
      query: () => ({ url: 'user/logout', method: 'POST' }),
    }),
    forgotPassword: build.mutation<{ success: boolean }, { email: string; kundennummer: string }>({
      query: (body) => ({ url: 'password/forget', method: 'POST', body }),
    }),
    newPassword: build.mutation<unknown, { token: string; passwort: string }>({
      query: (body) => ({ url: 'password/new', method: 'POST', body }),
    }),
    validatePassword: build.mutation<PasswordValidation, { pass: string }>({
      query: (body) => ({ url: 'user/validate-password', method: 'POST', body }),
    }),
    changePassword: build.mutation<unknown, { oldPassword: string; newPassword: string }>({
      query: (body) => ({ url: 'user/password', method: 'PUT', body }),
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
