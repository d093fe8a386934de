import { editorialBaseApi } from '../../api/siteApis';
import { answerOf } from '../../api/schemaParts';
import { type EditorialCard, editorialCardsSchema } from './editorialSchemas';

export type EditorialSource = 'startseite' | 'vertraege';

/** Editorial cards of the start and contract pages (spec §7 "Other calls"): their own slice, no session. */
export const editorialApi = editorialBaseApi.injectEndpoints({
  endpoints: (build) => ({
    editorialCards: build.query<EditorialCard[], EditorialSource>({
      query: (source) => `${source}.json`,
      responseSchema: answerOf(editorialCardsSchema),
      providesTags: ['Editorial'],
    }),
  }),
});

export const { useEditorialCardsQuery } = editorialApi;
