import { portalApi } from '../../api/portalApi';
import { answerOf } from '../../api/answerOf';
import { anyAnswer, lazySchema } from '../../api/lazySchema';
import type { TrackingAnswer } from './trackingSchemas';

/** Body of POST tracking (§4). */
export interface TrackingEvent {
  kundennummer: string | null;
  previous_tracking_id: number | null;
  kampagne: string | null;
  ereignis: string;
  path: string;
}

/**
 * The store registers the deep-link tracking (deepLinkTracking.ts), so these endpoints are in the first-load JS of
 * /login; the answer's schema (and valibot) loads with the first tracking call instead (lazySchema).
 */
const trackingAnswer = lazySchema<TrackingAnswer>(() =>
  import('./trackingSchemas').then((m) => answerOf(m.trackingAnswerSchema)),
);

export const trackingApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    track: build.mutation<TrackingAnswer, TrackingEvent>({
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
