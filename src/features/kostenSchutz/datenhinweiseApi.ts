import { answerOf } from '../../api/answerOf';
import { portalApi } from '../../api/portalApi';
import { type Datenhinweise, datenhinweiseSchema } from './datenvolumenSchemas';

/**
 * The start page's data meters (user/datenvolumen, our call beyond the spec). Apart from the contract settings'
 * endpoints (kostenSchutzApi.ts): the start page's notices load this, not the whole „Kosten & Schutz“ page's calls.
 */
export const datenhinweiseApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    datenhinweise: build.query<Datenhinweise, void>({
      query: () => 'user/datenvolumen',
      responseSchema: answerOf(datenhinweiseSchema),
    }),
  }),
});

export const { useDatenhinweiseQuery } = datenhinweiseApi;
