import { portalApi } from '../../api/portalApi';
import { sameOrigin } from '../../api/baseQuery';
import { API_BASE, DEFAULT_LANGUAGE } from '../../config/constants';
import { applyServerMessages } from '../../i18n';

type MessagesByNamespace = Record<string, Record<string, unknown>>;

/**
 * GET /bx-i18n-api/v1/lang/{lang}?ts=<timestamp>, loaded at start (spec §2). The answer is merged over
 * the bundled German defaults; a failure keeps them, so no raw key is ever shown. The messages live in
 * i18next only: the store keeps how many namespaces came (copying and freezing the whole catalogue into
 * the state would cost the start-up a long task for nothing).
 */
export const i18nApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    messages: build.query<{ namespaces: number }, { lang?: string; ts: number }>({
      async queryFn({ lang = DEFAULT_LANGUAGE, ts }, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({ url: `${sameOrigin(API_BASE.i18n)}${lang}?ts=${ts}`, credentials: 'omit' });
        if (result.error) return { error: result.error };
        const messages = (result.data ?? {}) as MessagesByNamespace;
        applyServerMessages(messages);
        return { data: { namespaces: Object.keys(messages).length } };
      },
      async onQueryStarted(_args, { queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch (error) {
          console.warn('Texte des Servers nicht geladen; es gelten die mitgelieferten Texte.', error);
        }
      },
    }),
  }),
});
