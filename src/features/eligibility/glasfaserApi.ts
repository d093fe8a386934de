/**
 * „Benachrichtigen, sobald verfügbar“ (our calls beyond the spec, test/backend/README.md): the wish to be told when
 * glass fibre can be ordered at a contract's address, where its build-out is planned or under way.
 */
import * as v from 'valibot';
import { portalApi } from '../../api/portalApi';
import { answerOf, flag, text } from '../../api/schemaParts';

export const benachrichtigungSchema = v.object({
  vertragsId: text,
  /** the backend offers the wish for this contract (planned or running build-out) */
  moeglich: flag,
  angemeldet: flag,
  /** the receipt's number, '' before the wish */
  id: text,
  angemeldetAm: text,
  email: text,
});
export type GlasfaserBenachrichtigung = v.InferOutput<typeof benachrichtigungSchema>;

export const quittungSchema = v.object({ id: text, vertragsId: text, angemeldetAm: text, email: text });

const enc = encodeURIComponent;

export const glasfaserApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    glasfaserBenachrichtigung: build.query<GlasfaserBenachrichtigung, string>({
      query: (contractId) => `glasfaser/benachrichtigung/${enc(contractId)}`,
      responseSchema: answerOf(benachrichtigungSchema),
    }),
    glasfaserBenachrichtigen: build.mutation<v.InferOutput<typeof quittungSchema>, string>({
      query: (contractId) => ({ url: `glasfaser/benachrichtigung/${enc(contractId)}`, method: 'POST', body: {} }),
      responseSchema: answerOf(quittungSchema),
      // the receipt is the new state: no second GET
      async onQueryStarted(contractId, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(
          glasfaserApi.util.updateQueryData('glasfaserBenachrichtigung', contractId, (draft) => {
            Object.assign(draft, { angemeldet: true, id: data.id, angemeldetAm: data.angemeldetAm });
            if (data.email) draft.email = data.email;
          }),
        );
      },
    }),
  }),
});

export const { useGlasfaserBenachrichtigungQuery, useGlasfaserBenachrichtigenMutation } = glasfaserApi;
