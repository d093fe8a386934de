import { portalApi } from '../../api/portalApi';
import { sameOrigin } from '../../api/baseQuery';
import type { EditorialCard } from '../../api/types';
import { API_BASE } from '../../config/constants';

export type EditorialSource = 'startseite' | 'vertraege';

/** Editorial cards of the start and contract pages (spec §7 "Other calls"), outside the portal API base. */
export const editorialApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    editorialCards: build.query<EditorialCard[], EditorialSource>({
      query: (source) => ({ url: sameOrigin(`${API_BASE.editorial}${source}.json`), credentials: 'same-origin' }),
      transformResponse: (answer: unknown) => (Array.isArray(answer) ? (answer as EditorialCard[]) : []),
      providesTags: ['Editorial'],
    }),
  }),
});

export const { useEditorialCardsQuery } = editorialApi;
