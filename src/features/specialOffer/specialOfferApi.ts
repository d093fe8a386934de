import { portalApi } from '../../api/portalApi';
import { answerOf } from '../../api/schemaParts';
import type { Kundenspezialangebot } from '../../api/types';
import { specialOfferSeen } from './specialOfferSlice';
import { specialOfferSchema } from '../../api/specialOfferSchema';

/** Marks the special offer as seen on the server (beyond spec), then in the store. */
export const specialOfferApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    markSpecialOfferSeen: build.mutation<Kundenspezialangebot, void>({
      query: () => ({ url: 'user/kundenspezialangebot/gesehen', method: 'POST' }),
      responseSchema: answerOf(specialOfferSchema),
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const ok = await queryFulfilled.then(
          () => true,
          () => false,
        );
        if (ok) dispatch(specialOfferSeen());
      },
    }),
  }),
});

export const { useMarkSpecialOfferSeenMutation } = specialOfferApi;
