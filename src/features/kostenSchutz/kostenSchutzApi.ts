import { portalApi } from '../../api/portalApi';
import { answerOf } from '../../api/answerOf';
import { type EvnArt, type Schutz, schutzSchema, type SperrArt } from './kostenSchutzSchemas';

const enc = encodeURIComponent;

/**
 * „Kosten & Schutz“ (our calls beyond the spec, test/backend/README.md). Each write answers the contract's whole
 * settings, which replace the cached ones: a block just ordered shows „wird eingerichtet“ until the next read.
 */
export const kostenSchutzApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    schutz: build.query<Schutz, string>({
      query: (contractId) => `vertrag/${enc(contractId)}/schutz`,
      responseSchema: answerOf(schutzSchema),
    }),
    sperreSetzen: build.mutation<Schutz, { contractId: string; art: SperrArt; aktiv: boolean }>({
      query: ({ contractId, art, aktiv }) => ({
        url: `vertrag/${enc(contractId)}/schutz/sperren/${enc(art)}`,
        method: 'PUT',
        body: { aktiv },
      }),
      responseSchema: answerOf(schutzSchema),
      onQueryStarted: replacesSettings,
    }),
    schalterSetzen: build.mutation<
      Schutz,
      { contractId: string; schalter: 'datenhinweis' | 'roaming'; aktiv: boolean }
    >({
      query: ({ contractId, schalter, aktiv }) => ({
        url: `vertrag/${enc(contractId)}/schutz/${schalter}`,
        method: 'PUT',
        body: { aktiv },
      }),
      responseSchema: answerOf(schutzSchema),
      onQueryStarted: replacesSettings,
    }),
    evnSetzen: build.mutation<Schutz, { contractId: string; art: EvnArt; erklaerung: boolean }>({
      query: ({ contractId, ...body }) => ({ url: `vertrag/${enc(contractId)}/schutz/evn`, method: 'PUT', body }),
      responseSchema: answerOf(schutzSchema),
      onQueryStarted: replacesSettings,
    }),
  }),
});

/** A write's answer is the contract's settings: it replaces the cached read (only on success). */
async function replacesSettings(
  { contractId }: { contractId: string },
  { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: Schutz }> },
) {
  try {
    const { data } = await queryFulfilled;
    dispatch(kostenSchutzApi.util.upsertQueryData('schutz', contractId, data));
  } catch {
    // a failed write changed nothing: the cached settings stay
  }
}

export const { useSchutzQuery, useSperreSetzenMutation, useSchalterSetzenMutation, useEvnSetzenMutation } =
  kostenSchutzApi;
