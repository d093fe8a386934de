import { portalApi } from '../../api/portalApi';
import { answerOf } from '../../api/schemaParts';
import type { Kundenspezialangebot } from '../../api/types';
import { specialOfferSchema } from '../specialOffer/specialOfferSchemas';
import { specialOfferSeen } from '../specialOffer/specialOfferSlice';

/** Marks the special offer as seen on the server (beyond spec), then in the store. */
export const startseiteApi = portalApi.injectEndpoints({
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

export const { useMarkSpecialOfferSeenMutation } = startseiteApi;
