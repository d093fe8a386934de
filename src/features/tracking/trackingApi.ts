import { portalApi } from '../../api/portalApi';
import type { TrackingEvent } from '../../api/types';
import { answerOf } from '../../api/answerOf';
import { anyAnswer, lazySchema } from '../../api/lazySchema';

/**
 * The store registers the deep-link tracking (deepLinkTracking.ts), so these endpoints are in the first-load JS of
 * /login; the answer's schema (and valibot) loads with the first tracking call instead (lazySchema).
 */
const trackingAnswer = lazySchema<{ id: number | null }>(() =>
  import('./trackingSchemas').then((m) => answerOf(m.trackingAnswerSchema)),
);

export const trackingApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    track: build.mutation<{ id: number | null }, TrackingEvent>({
      query: (body) => {
        trackingAnswer.preload();
        return { url: 'tracking', method: 'POST', body };
      },
      responseSchema: trackingAnswer,
    }),
    trackKampagne: build.mutation<unknown, { kampagne: string; path: string; previous_tracking_id: number | null }>({
      query: (body) => ({ url: 'tracking/kampagne', method: 'POST', body }),
      responseSchema: anyAnswer,
    }),
  }),
});
