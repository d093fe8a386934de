import { portalApi } from '../../api/portalApi';
import { answerOf } from '../../api/schemaParts';
import type { Nachweis } from '../../components/form/nachweis';
import type { InvoiceAddress, Kundendaten } from '../../api/types';
import { kundendatenSchema } from '../../api/accountSchema';
import { kundendatenUpdated } from '../session/sessionEvents';
import {
  type Authcode,
  authcodeSchema,
  type ConsentKey,
  type Einwilligungszentrale,
  einwilligungszentraleSchema,
  type Telefonbucheintrag,
  telefonbucheintragSchema,
  type VorgangAnswer,
  vorgangSchema,
} from './meineDatenSchemas';

// ---- beyond-spec shapes (implemented the same way by the stand-in backend) ----

export type { Authcode, ConsentKey, Einwilligungszentrale, Telefonbucheintrag };

/** The consent centre's answer replaces the cached one; e-mail and phone are the customer data's switches too. */
async function storeEinwilligungen(
  _args: unknown,
  {
    dispatch,
    getState,
    queryFulfilled,
  }: {
    dispatch: (action: unknown) => unknown;
    getState: () => unknown;
    queryFulfilled: Promise<{ data: Einwilligungszentrale }>;
  },
) {
  try {
    const { data } = await queryFulfilled;
    // a synchronous replace: the switches show the answer in the same render as the confirmation
    dispatch(meineDatenApi.util.updateQueryData('einwilligungszentrale', undefined, () => data));
    const k = (getState() as { session: { kundendaten: Kundendaten | null } }).session.kundendaten;
    if (k)
      dispatch(
        kundendatenUpdated({ ...k, optInEMail: data.einwilligungen.email, optInPhone: data.einwilligungen.telefon }),
      );
  } catch {
    // shown by the page
  }
}

export type ErweiterteAenderungArt = 'namensaenderung' | 'firmendaten' | 'sonstiges';

export interface ErweiterteAenderung {
  art: ErweiterteAenderungArt;
  beschreibung: string;
  neuerNachname: string;
  neueFirma: string;
  nachweis: Nachweis | null;
}

/** Every change that answers the customer data puts it into the session (one event, many readers). */
async function storeKundendaten(
  _args: unknown,
  {
    dispatch,
    queryFulfilled,
  }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: Kundendaten }> },
) {
  try {
    const { data } = await queryFulfilled;
    dispatch(kundendatenUpdated(data));
  } catch {
    // failures are shown by the form; nothing changes
  }
}

export const meineDatenApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    updateTelefon: build.mutation<Kundendaten, { phone: string; phone2: string }>({
      query: (body) => ({ url: 'user/telefon', method: 'PUT', body }),
      responseSchema: answerOf(kundendatenSchema),
      onQueryStarted: storeKundendaten,
    }),
    updateEinwilligungen: build.mutation<Kundendaten, { optInEMail: boolean; optInPhone: boolean }>({
      query: (body) => ({ url: 'user/einwilligungen', method: 'PUT', body }),
      responseSchema: answerOf(kundendatenSchema),
      onQueryStarted: storeKundendaten,
    }),
    einwilligungszentrale: build.query<Einwilligungszentrale, void>({
      query: () => 'user/einwilligungszentrale',
      responseSchema: answerOf(einwilligungszentraleSchema),
    }),
    setEinwilligung: build.mutation<Einwilligungszentrale, { einwilligung: ConsentKey; erteilt: boolean }>({
      query: (body) => ({ url: 'user/einwilligungszentrale', method: 'PUT', body }),
      responseSchema: answerOf(einwilligungszentraleSchema),
      onQueryStarted: storeEinwilligungen,
    }),
    allemWidersprechen: build.mutation<Einwilligungszentrale, void>({
      query: () => ({ url: 'user/einwilligungszentrale/widerspruch', method: 'POST' }),
      responseSchema: answerOf(einwilligungszentraleSchema),
      onQueryStarted: storeEinwilligungen,
    }),
    updateRechnungsadresse: build.mutation<Kundendaten, InvoiceAddress>({
      query: (body) => ({ url: 'user/rechnungsadresse', method: 'PUT', body }),
      responseSchema: answerOf(kundendatenSchema),
      onQueryStarted: storeKundendaten,
    }),
    updateEmail: build.mutation<Kundendaten, { email: string }>({
      query: (body) => ({ url: 'user/email', method: 'PUT', body }),
      responseSchema: answerOf(kundendatenSchema),
      onQueryStarted: storeKundendaten,
    }),
    confirmEmailUpdate: build.mutation<Kundendaten, { token: string }>({
      query: (body) => ({ url: 'user/confirm-email-update', method: 'POST', body }),
      responseSchema: answerOf(kundendatenSchema),
      onQueryStarted: storeKundendaten,
    }),
    authcode: build.query<Authcode, void>({
      query: () => 'user/authcode',
      responseSchema: answerOf(authcodeSchema),
      providesTags: ['Authcode'],
    }),
    requestAuthcode: build.mutation<Authcode, void>({
      query: () => ({ url: 'user/authcode', method: 'POST' }),
      responseSchema: answerOf(authcodeSchema),
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(meineDatenApi.util.upsertQueryData('authcode', undefined, data));
        } catch {
          // shown by the form
        }
      },
    }),
    erweiterteAenderung: build.mutation<VorgangAnswer, ErweiterteAenderung>({
      query: (body) => ({ url: 'user/erweiterte-aenderungen', method: 'POST', body }),
      responseSchema: answerOf(vorgangSchema),
    }),
    telefonbucheintrag: build.query<Telefonbucheintrag, void>({
      query: () => 'user/telefonbucheintrag',
      responseSchema: answerOf(telefonbucheintragSchema),
      providesTags: ['Telefonbuch'],
    }),
    updateTelefonbucheintrag: build.mutation<Telefonbucheintrag, Telefonbucheintrag>({
      query: (body) => ({ url: 'user/telefonbucheintrag', method: 'PUT', body }),
      responseSchema: answerOf(telefonbucheintragSchema),
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(meineDatenApi.util.upsertQueryData('telefonbucheintrag', undefined, data));
        } catch {
          // shown by the form
        }
      },
    }),
  }),
});

export const {
  useUpdateTelefonMutation,
  useUpdateEinwilligungenMutation,
  useUpdateRechnungsadresseMutation,
  useEinwilligungszentraleQuery,
  useSetEinwilligungMutation,
  useAllemWidersprechenMutation,
  useUpdateEmailMutation,
  useConfirmEmailUpdateMutation,
  useAuthcodeQuery,
  useRequestAuthcodeMutation,
  useErweiterteAenderungMutation,
  useTelefonbucheintragQuery,
  useUpdateTelefonbucheintragMutation,
} = meineDatenApi;
