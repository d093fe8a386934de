import { anyAnswer, lazySchema } from '../../api/lazySchema';
import { portalApi } from '../../api/portalApi';
import { answerOf } from '../../api/answerOf';
import type { CurrentUserResponse, LoginResponse, SecondStepNeeded } from '../../api/types';
import type { KeepAlive, WebauthnLoginOptions } from './authSchemas';
import { accountLoaded } from '../session/sessionEvents';

export interface LoginArgs {
  username: string;
  password: string;
  captcha?: string;
}

/**
 * Every answer is read by its schema (authSchemas.ts). That module (with valibot) is not in the first-load
 * JS of /login and the start page: it loads alongside the login, or the user load of a private page
 * (preloadSessionSchemas), else when an answer needs it (lazySchema).
 */
const schemas = () => import('./authSchemas');
const loginSchema = lazySchema<LoginResponse>(() => schemas().then((m) => m.loginAnswer));
const loginOrStepSchema = lazySchema<LoginResponse | SecondStepNeeded>(() =>
  schemas().then((m) => m.loginOrSecondStep),
);
/** WebAuthn sign-in options of login/passkey/optionen, handed to the browser unchanged. */
const webauthnOptionsSchema = lazySchema<WebauthnLoginOptions>(() =>
  schemas().then((m) => answerOf(m.webauthnLoginOptionsSchema)),
);

/** A finished login (any way in) puts the account into the session; a failure is shown by its form. */
async function accountOnLogin(
  _args: unknown,
  {
    dispatch,
    queryFulfilled,
  }: {
    dispatch: (action: unknown) => unknown;
    queryFulfilled: Promise<{ data: LoginResponse | SecondStepNeeded }>;
  },
) {
  try {
    const { data } = await queryFulfilled;
    if ('kundendaten' in data) dispatch(accountLoaded({ source: 'login', data }));
  } catch {
    // a failed login is shown by the login form (the mutation's own result)
  }
}
const currentUserSchema = lazySchema<CurrentUserResponse>(() => schemas().then((m) => m.currentUserAnswer));
const keepAliveSchema = lazySchema<KeepAlive>(() => schemas().then((m) => answerOf(m.keepAliveSchema)));

/** Loads the session answers' schemas now, e.g. alongside a user load that will most likely succeed. */
export const preloadSessionSchemas = (): void => currentUserSchema.preload();

/** Session endpoints of the portal backend (spec §7); the password calls are in passwordApi.ts. */
export const authApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** the account, or (two-step login) `{ zweiterFaktor }`: then loginSecondFactor finishes it */
    login: build.mutation<LoginResponse | SecondStepNeeded, LoginArgs>({
      query: ({ username, password, captcha }) => {
        loginOrStepSchema.preload();
        const body = new URLSearchParams({ username, password });
        // the captcha is sent only if present (spec §5)
        if (captcha) body.set('captcha', captcha);
        return { url: 'login', method: 'POST', body };
      },
      responseSchema: loginOrStepSchema,
      onQueryStarted: accountOnLogin,
    }),
    /** ours: the code step of two-step login (TOTP or a backup code) */
    loginSecondFactor: build.mutation<LoginResponse, { code: string }>({
      query: (body) => {
        loginSchema.preload();
        return { url: 'login/zweiter-faktor', method: 'POST', body };
      },
      responseSchema: loginSchema,
      onQueryStarted: accountOnLogin,
    }),
    /** ours: options of a passkey sign-in (a fresh single-use challenge) */
    passkeyLoginOptions: build.mutation<WebauthnLoginOptions, void>({
      query: () => ({ url: 'login/passkey/optionen', method: 'POST', body: {} }),
      responseSchema: webauthnOptionsSchema,
    }),
    /** ours: the browser's passkey answer; the same session as a password login */
    passkeyLogin: build.mutation<LoginResponse, { response: unknown }>({
      query: (body) => {
        loginSchema.preload();
        return { url: 'login/passkey', method: 'POST', body };
      },
      responseSchema: loginSchema,
      onQueryStarted: accountOnLogin,
    }),
    currentUser: build.query<CurrentUserResponse, void>({
      query: () => 'user/current',
      responseSchema: currentUserSchema,
    }),
    keepAlive: build.mutation<KeepAlive, void>({
      query: () => 'user/keepalive',
      responseSchema: keepAliveSchema,
    }),
    // the session ends locally whatever the server answers: see logout.ts (logOut)
    logout: build.mutation<unknown, void>({
      query: () => ({ url: 'user/logout', method: 'POST' }),
      responseSchema: anyAnswer,
    }),
  }),
});

export const {
  useLoginMutation,
  useLoginSecondFactorMutation,
  usePasskeyLoginOptionsMutation,
  usePasskeyLoginMutation,
  useLogoutMutation,
  useKeepAliveMutation,
} = authApi;
