import { portalApi } from '../../api/portalApi';
import { answerOf } from '../../api/schemaParts';
import { invalidatesOnSuccess } from '../../api/tags';
import {
  type Bestaetigt,
  bestaetigtSchema,
  type FlottenSims,
  flottenSimsSchema,
  type MultiSimAnswer,
  multiSimSchema,
  type SammelBeleg,
  sammelBelegSchema,
  type ErsatzAnswer,
  ersatzSchema,
  type PortierungAnswer,
  portierungSchema,
  type PinPuk,
  pinPukSchema,
  type SimAnswer,
  simAnswerSchema,
  type SimGrund,
  type SimsAnswer,
  simsSchema,
  type SperreAnswer,
  sperreAnswerSchema,
  type Uebertragung,
  uebertragungSchema,
} from './simSchemas';

const SIMS = 'Sims' as const;
const changed = invalidatesOnSuccess(SIMS);
const enc = encodeURIComponent;
const simUrl = (contractId: string, simId: string, rest: string) =>
  `vertrag/${enc(contractId)}/sims/${enc(simId)}/${rest}`;
type SimArg = { contractId: string; simId: string };

/**
 * „SIM & Geräte“ (our calls beyond the spec, test/backend/README.md). PIN/PUK and a new eSIM profile are
 * secrets the server hands out once: their endpoints are started with `initiate(arg, { track: false })`
 * (useEinmalAbruf), so their answers never enter the store; the component keeps them for the time it shows them.
 */
export const simApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    sims: build.query<SimsAnswer, string>({
      query: (contractId) => `vertrag/${enc(contractId)}/sims`,
      responseSchema: answerOf(simsSchema),
      providesTags: [SIMS],
    }),
    simSperren: build.mutation<SperreAnswer, SimArg & { grund: SimGrund }>({
      query: ({ contractId, simId, grund }) => ({
        url: simUrl(contractId, simId, 'sperre'),
        method: 'POST',
        body: { grund },
      }),
      responseSchema: answerOf(sperreAnswerSchema),
      invalidatesTags: changed,
    }),
    simEntsperren: build.mutation<SimAnswer, SimArg>({
      query: ({ contractId, simId }) => ({ url: simUrl(contractId, simId, 'sperre'), method: 'DELETE' }),
      responseSchema: answerOf(simAnswerSchema),
      invalidatesTags: changed,
    }),
    pinPuk: build.mutation<PinPuk, SimArg>({
      query: ({ contractId, simId }) => ({ url: simUrl(contractId, simId, 'pin-puk'), method: 'POST', body: {} }),
      responseSchema: answerOf(pinPukSchema),
    }),
    esimUebertragen: build.mutation<Uebertragung, SimArg>({
      query: ({ contractId, simId }) => ({
        url: simUrl(contractId, simId, 'esim-uebertragung'),
        method: 'POST',
        body: {},
      }),
      responseSchema: answerOf(uebertragungSchema),
      invalidatesTags: changed,
    }),
    ersatzBestellen: build.mutation<ErsatzAnswer, SimArg>({
      query: ({ contractId, simId }) => ({ url: simUrl(contractId, simId, 'ersatz'), method: 'POST', body: {} }),
      responseSchema: answerOf(ersatzSchema),
      invalidatesTags: changed,
    }),
    /** started untracked (the code is a secret shown once) */
    portierungscode: build.mutation<PortierungAnswer, string>({
      query: (contractId) => ({ url: `vertrag/${enc(contractId)}/portierungscode`, method: 'POST', body: {} }),
      responseSchema: answerOf(portierungSchema),
      invalidatesTags: changed,
    }),
    portierungAbbrechen: build.mutation<SimsAnswer, string>({
      query: (contractId) => ({ url: `vertrag/${enc(contractId)}/portierungscode/wartend`, method: 'DELETE' }),
      responseSchema: answerOf(simsSchema),
      invalidatesTags: changed,
    }),
    /** stops the lock's wait of a transfer or a replacement */
    uebertragungAbbrechen: build.mutation<SimAnswer, SimArg>({
      query: ({ contractId, simId }) => ({ url: simUrl(contractId, simId, 'wartend'), method: 'DELETE' }),
      responseSchema: answerOf(simAnswerSchema),
      invalidatesTags: changed,
    }),
    rufnummernsperre: build.mutation<SimsAnswer, { contractId: string; aktiv: boolean }>({
      query: ({ contractId, aktiv }) => ({
        url: `vertrag/${enc(contractId)}/rufnummernsperre`,
        method: 'PUT',
        body: { aktiv },
      }),
      responseSchema: answerOf(simsSchema),
      invalidatesTags: changed,
    }),
    /** a paid order: the body names the terms the customer was shown; started untracked (an eSIM's code) */
    multiSimHinzufuegen: build.mutation<
      MultiSimAnswer,
      { contractId: string; art: 'sim' | 'esim'; geraet: string; konditionen: { monatlich: number; einmalig: number } }
    >({
      query: ({ contractId, ...body }) => ({ url: `vertrag/${enc(contractId)}/multisim`, method: 'POST', body }),
      responseSchema: answerOf(multiSimSchema),
      invalidatesTags: changed,
    }),
    multiSimAbbrechen: build.mutation<SimsAnswer, string>({
      query: (contractId) => ({ url: `vertrag/${enc(contractId)}/multisim/wartend`, method: 'DELETE' }),
      responseSchema: answerOf(simsSchema),
      invalidatesTags: changed,
    }),
    multiSimEntfernen: build.mutation<SimsAnswer, SimArg>({
      query: ({ contractId, simId }) => ({ url: `vertrag/${enc(contractId)}/sims/${enc(simId)}`, method: 'DELETE' }),
      responseSchema: answerOf(simsSchema),
      invalidatesTags: changed,
    }),
    /** every SIM of the customer's mobile contracts (a fleet's list) */
    alleSims: build.query<FlottenSims, void>({
      query: () => 'user/sims',
      responseSchema: answerOf(flottenSimsSchema),
      providesTags: [SIMS],
    }),
    sammelSperre: build.mutation<SammelBeleg, { simIds: string[]; grund: SimGrund }>({
      query: (body) => ({ url: 'user/sims/sperre', method: 'POST', body }),
      responseSchema: answerOf(sammelBelegSchema),
      invalidatesTags: changed,
    }),
    sammelErsatz: build.mutation<SammelBeleg, { simIds: string[]; preisJeSim: number }>({
      query: (body) => ({ url: 'user/sims/ersatz', method: 'POST', body }),
      responseSchema: answerOf(sammelBelegSchema),
      invalidatesTags: changed,
    }),
    /** the confirmation of a customer without two-step login (the others confirm with a code) */
    passwortBestaetigen: build.mutation<Bestaetigt, { passwort: string }>({
      query: (body) => ({ url: 'user/passwort-bestaetigen', method: 'POST', body }),
      responseSchema: answerOf(bestaetigtSchema),
    }),
  }),
});

export const {
  useSimsQuery,
  useSimSperrenMutation,
  useSimEntsperrenMutation,
  useErsatzBestellenMutation,
  usePortierungAbbrechenMutation,
  useUebertragungAbbrechenMutation,
  useRufnummernsperreMutation,
  usePasswortBestaetigenMutation,
  useMultiSimAbbrechenMutation,
  useMultiSimEntfernenMutation,
  useAlleSimsQuery,
  useSammelSperreMutation,
  useSammelErsatzMutation,
} = simApi;
