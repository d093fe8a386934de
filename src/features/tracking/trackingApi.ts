import { portalApi } from '../../api/portalApi';
import type { TrackingEvent } from '../../api/types';
import { answerOf } from '../../api/schemaParts';
import { anyAnswer } from '../../api/lazySchema';
import { trackingAnswerSchema } from './trackingSchemas';

export const trackingApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    track: build.mutation<{ id: number | null }, TrackingEvent>({
      query: (body) => ({ url: 'tracking', method: 'POST', body }),
      responseSchema: answerOf(trackingAnswerSchema),
    }),
    trackKampagne: build.mutation<unknown, { kampagne: string; path: string; previous_tracking_id: number | null }>({
      query: (body) => ({ url: 'tracking/kampagne', method: 'POST', body }),
      responseSchema: anyAnswer,
    }),
  }),
});
