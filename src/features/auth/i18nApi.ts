import { UNUSABLE_ANSWER } from '../../api/schemaFailure';
import { i18nBaseApi } from '../../api/siteApis';
import { DEFAULT_LANGUAGE } from '../../config/constants';
import { applyServerMessages } from '../../i18n';

type Messages = Record<string, Record<string, unknown>>;

/**
 * The messages by namespace: an object of objects (namespaces that are not objects are left out by
 * applyServerMessages); checked by hand, without a schema library on the start-up path.
 */
function asMessages(answer: unknown): Messages | null {
  return answer && typeof answer === 'object' && !Array.isArray(answer) ? (answer as Messages) : null;
}

/**
 * GET /bx-i18n-api/v1/lang/{lang}?ts=<timestamp>, loaded at start (spec §2), on its own slice (not the
 * portal backend: no session). The answer is merged over the bundled German defaults; a failure keeps
 * them, so no raw key is ever shown. The messages live in i18next only: the store keeps how many
 * namespaces came (copying and freezing the whole catalogue into the state would cost a long task).
 */
export const i18nApi = i18nBaseApi.injectEndpoints({
  endpoints: (build) => ({
    messages: build.query<{ namespaces: number }, { lang?: string; ts: number }>({
      async queryFn({ lang = DEFAULT_LANGUAGE, ts }, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({ url: lang, params: { ts } });
        if (result.error) return { error: result.error };
        const messages = asMessages(result.data);
        if (!messages) return { error: { status: 'CUSTOM_ERROR', error: UNUSABLE_ANSWER } };
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
