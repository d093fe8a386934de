import { portalApi } from '../../api/portalApi';
import { anyAnswer } from '../../api/lazySchema';
import { sentVorgang } from '../../api/vorgaengeTag';
import type { Nachweis } from '../../components/form/nachweis';

/**
 * POST user/vorgaenge/{referenz}/unterlage (ours; test/backend/README.md): the document an
 * order waits for. The backend then works on the order again; Meine Aufträge and the start page reload.
 */
export const unterlageApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    unterlageSenden: build.mutation<unknown, { referenz: string; nachweis: Nachweis }>({
      query: ({ referenz, nachweis }) => ({
        url: `user/vorgaenge/${encodeURIComponent(referenz)}/unterlage`,
        method: 'POST',
        body: { nachweis },
      }),
      responseSchema: anyAnswer,
      invalidatesTags: sentVorgang(),
    }),
  }),
});

export const { useUnterlageSendenMutation } = unterlageApi;
