import { portalApi } from '../../api/portalApi';
import { answerOf } from '../../api/schemaParts';
import { invalidatesOnSuccess } from '../../api/tags';
import {
  type DiensteAnswer,
  diensteSchema,
  type Leitungspruefung,
  leitungspruefungSchema,
  type Slot,
  type StoerungAnswer,
  stoerungAnswerSchema,
  type StoerungenAnswer,
  stoerungenSchema,
  termineSchema,
} from './stoerungSchemas';

/** The customer's answers on the one screen of questions (sent with the ticket). */
export interface StoerungAngaben {
  dienst: string;
  art: string;
  seit: string;
  lampen: string;
  beschreibung?: string;
}

const STOERUNGEN = 'Stoerungen' as const;
const changed = invalidatesOnSuccess(STOERUNGEN);
const enc = encodeURIComponent;

/**
 * „Störung melden" (our calls beyond the spec, test/backend/README.md). Writes go through the
 * one baseQuery, which sends X-Kundennummer and an Idempotency-Key with each of them. The line check is a
 * mutation although it is a GET: every press of „Leitung prüfen" is a new check, never a cached one.
 */
export const stoerungApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    dienste: build.query<DiensteAnswer, string>({
      query: (contractId) => `vertrag/${enc(contractId)}/dienste`,
      responseSchema: answerOf(diensteSchema),
      providesTags: [STOERUNGEN],
    }),
    leitungspruefung: build.mutation<Leitungspruefung, string>({
      query: (contractId) => ({ url: `vertrag/${enc(contractId)}/leitungspruefung`, method: 'GET' }),
      responseSchema: answerOf(leitungspruefungSchema),
    }),
    stoerungMelden: build.mutation<StoerungAnswer, { contractId: string; pruefungId: string } & StoerungAngaben>({
      query: ({ contractId, ...body }) => ({ url: `vertrag/${enc(contractId)}/stoerung`, method: 'POST', body }),
      responseSchema: answerOf(stoerungAnswerSchema),
      invalidatesTags: changed,
    }),
    stoerungen: build.query<StoerungenAnswer, void>({
      query: () => 'user/stoerungen',
      responseSchema: answerOf(stoerungenSchema),
      providesTags: [STOERUNGEN],
    }),
    stoerungErgaenzen: build.mutation<StoerungAnswer, { nummer: string; text: string }>({
      query: ({ nummer, text }) => ({ url: `stoerung/${enc(nummer)}/information`, method: 'POST', body: { text } }),
      responseSchema: answerOf(stoerungAnswerSchema),
      invalidatesTags: changed,
    }),
    stoerungBehoben: build.mutation<StoerungAnswer, string>({
      query: (nummer) => ({ url: `stoerung/${enc(nummer)}/behoben`, method: 'POST', body: {} }),
      responseSchema: answerOf(stoerungAnswerSchema),
      invalidatesTags: changed,
    }),
    termine: build.query<Slot[], string>({
      query: (nummer) => `stoerung/${enc(nummer)}/termine`,
      rawResponseSchema: termineSchema,
      transformResponse: (answer: { termine: Slot[] }) => answer.termine,
      providesTags: [STOERUNGEN],
    }),
    terminBuchen: build.mutation<StoerungAnswer, { nummer: string; datum: string; fenster: string }>({
      query: ({ nummer, ...body }) => ({ url: `stoerung/${enc(nummer)}/termin`, method: 'PUT', body }),
      responseSchema: answerOf(stoerungAnswerSchema),
      invalidatesTags: changed,
    }),
    terminAbsagen: build.mutation<StoerungAnswer, string>({
      query: (nummer) => ({ url: `stoerung/${enc(nummer)}/termin`, method: 'DELETE' }),
      responseSchema: answerOf(stoerungAnswerSchema),
      invalidatesTags: changed,
    }),
  }),
});

export const {
  useDiensteQuery,
  useLeitungspruefungMutation,
  useStoerungMeldenMutation,
  useStoerungenQuery,
  useStoerungErgaenzenMutation,
  useStoerungBehobenMutation,
  useTermineQuery,
  useTerminBuchenMutation,
  useTerminAbsagenMutation,
} = stoerungApi;
