import * as v from 'valibot';
import { UNUSABLE_ANSWER } from '../../api/schemaFailure';
import { i18nBaseApi } from '../../api/siteApis';
import { DEFAULT_LANGUAGE } from '../../config/constants';
import { applyServerMessages } from '../../i18n';

/** The messages by namespace; anything that is not an object of objects is left out. */
const messagesSchema = v.record(v.string(), v.record(v.string(), v.unknown()));

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
        const parsed = v.safeParse(messagesSchema, result.data);
        if (!parsed.success) return { error: { status: 'CUSTOM_ERROR', error: UNUSABLE_ANSWER } };
        applyServerMessages(parsed.output);
        return { data: { namespaces: Object.keys(parsed.output).length } };
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
