import { portalApi } from '../../api/portalApi';
import { sameOrigin } from '../../api/baseQuery';
import { API_BASE, DEFAULT_LANGUAGE } from '../../config/constants';
import { applyServerMessages } from '../../i18n';

type MessagesByNamespace = Record<string, Record<string, unknown>>;

/**
 * GET /bx-i18n-api/v1/lang/{lang}?ts=<timestamp>, loaded at start (spec §2). The answer is merged over
 * the bundled German defaults; a failure keeps them, so no raw key is ever shown.
 */
export const i18nApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    messages: build.query<MessagesByNamespace, { lang?: string; ts: number }>({
      query: ({ lang = DEFAULT_LANGUAGE, ts }) => ({
        url: `${sameOrigin(API_BASE.i18n)}${lang}?ts=${ts}`,
        credentials: 'omit',
      }),
      async onQueryStarted(_args, { queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          applyServerMessages(data);
        } catch (error) {
          console.warn('Texte des Servers nicht geladen; es gelten die mitgelieferten Texte.', error);
        }
      },
    }),
  }),
});
