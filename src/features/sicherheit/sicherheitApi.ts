import { anyAnswer } from '../../api/lazySchema';
import { portalApi } from '../../api/portalApi';
import { answerOf } from '../../api/schemaParts';
import type { ZweiFaktorModus } from './secondFactorRule';
import {
  backupCodesSchema,
  type Sicherheit,
  type Sitzungen,
  type StepUp,
  sicherheitSchema,
  sitzungenSchema,
  stepUpSchema,
  type TotpSetup,
  totpSetupSchema,
  type WebauthnOptions,
  type WithBackupCodes,
  webauthnOptionsSchema,
} from './sicherheitSchemas';

/** Every change answers the whole view: it replaces the cached one (no second request). */
async function storeView(
  _args: unknown,
  {
    dispatch,
    queryFulfilled,
  }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: Sicherheit }> },
) {
  try {
    const { data } = await queryFulfilled;
    const { passkeys, zweiFaktor } = data;
    dispatch(sicherheitApi.util.upsertQueryData('sicherheit', undefined, { passkeys, zweiFaktor }));
  } catch {
    // the page shows the error; the cached view stays
  }
}

/**
 * „Anmeldung & Sicherheit“ (our design, test/backend/README.md). The answers that carry secrets (the TOTP
 * secret, the backup codes) are mutations: the page reads them once and resets them when it is done, so they
 * do not stay in the store; logout is a full document load besides.
 */
export const sicherheitApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    sicherheit: build.query<Sicherheit, void>({
      query: () => 'user/sicherheit',
      responseSchema: answerOf(sicherheitSchema),
    }),
    sitzungen: build.query<Sitzungen, void>({
      query: () => 'user/sitzungen',
      responseSchema: answerOf(sitzungenSchema),
      keepUnusedDataFor: 0,
    }),
    endSitzung: build.mutation<unknown, string>({
      query: (sessionId) => ({ url: `user/sitzungen/${encodeURIComponent(sessionId)}`, method: 'DELETE' }),
      responseSchema: anyAnswer,
    }),
    endOtherSitzungen: build.mutation<unknown, void>({
      query: () => ({ url: 'user/sitzungen/andere-beenden', method: 'POST', body: {} }),
      responseSchema: anyAnswer,
    }),
    startTotp: build.mutation<TotpSetup, void>({
      query: () => ({ url: 'user/zwei-faktor/einrichten', method: 'POST', body: {} }),
      responseSchema: answerOf(totpSetupSchema),
    }),
    activateTotp: build.mutation<WithBackupCodes, { code: string; modus: ZweiFaktorModus }>({
      query: (body) => ({ url: 'user/zwei-faktor/aktivieren', method: 'POST', body }),
      responseSchema: answerOf(backupCodesSchema),
      onQueryStarted: storeView,
    }),
    setTotpModus: build.mutation<Sicherheit, { modus: ZweiFaktorModus }>({
      query: (body) => ({ url: 'user/zwei-faktor', method: 'PUT', body }),
      responseSchema: answerOf(sicherheitSchema),
      onQueryStarted: storeView,
    }),
    newBackupCodes: build.mutation<WithBackupCodes, { code: string }>({
      query: (body) => ({ url: 'user/zwei-faktor/backup-codes', method: 'POST', body }),
      responseSchema: answerOf(backupCodesSchema),
      onQueryStarted: storeView,
    }),
    disableTotp: build.mutation<Sicherheit, { code: string }>({
      query: (body) => ({ url: 'user/zwei-faktor/deaktivieren', method: 'POST', body }),
      responseSchema: answerOf(sicherheitSchema),
      onQueryStarted: storeView,
    }),
    /** step-up before a critical change; the answer's gueltigBis is read from the fixed cache key STEP_UP */
    confirmSecondFactor: build.mutation<StepUp, { code: string }>({
      query: (body) => ({ url: 'user/zwei-faktor/bestaetigen', method: 'POST', body }),
      responseSchema: answerOf(stepUpSchema),
    }),
    passkeyOptions: build.mutation<WebauthnOptions, { passwort: string }>({
      query: (body) => ({ url: 'user/passkeys/optionen', method: 'POST', body }),
      responseSchema: answerOf(webauthnOptionsSchema),
    }),
    addPasskey: build.mutation<Sicherheit, { name: string; response: unknown }>({
      query: (body) => ({ url: 'user/passkeys', method: 'POST', body }),
      responseSchema: answerOf(sicherheitSchema),
      onQueryStarted: storeView,
    }),
    renamePasskey: build.mutation<Sicherheit, { id: string; name: string }>({
      query: ({ id, name }) => ({ url: `user/passkeys/${encodeURIComponent(id)}`, method: 'PUT', body: { name } }),
      responseSchema: answerOf(sicherheitSchema),
      onQueryStarted: storeView,
    }),
    deletePasskey: build.mutation<Sicherheit, string>({
      query: (passkeyId) => ({ url: `user/passkeys/${encodeURIComponent(passkeyId)}`, method: 'DELETE' }),
      responseSchema: answerOf(sicherheitSchema),
      onQueryStarted: storeView,
    }),
  }),
});

/** The fixed cache key of the step-up: every critical change reads the same confirmation. */
export const STEP_UP = 'zweiterFaktorBestaetigt';

export const {
  useSicherheitQuery,
  useSitzungenQuery,
  useEndSitzungMutation,
  useEndOtherSitzungenMutation,
  useStartTotpMutation,
  useActivateTotpMutation,
  useSetTotpModusMutation,
  useNewBackupCodesMutation,
  useDisableTotpMutation,
  useConfirmSecondFactorMutation,
  usePasskeyOptionsMutation,
  useAddPasskeyMutation,
  useRenamePasskeyMutation,
  useDeletePasskeyMutation,
} = sicherheitApi;
