import { portalApi } from '../../api/portalApi';
import type { TrackingEvent } from '../../api/types';

export const trackingApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    track: build.mutation<{ id: number }, TrackingEvent>({
      query: (body) => ({ url: 'tracking', method: 'POST', body }),
    }),
    trackKampagne: build.mutation<unknown, { kampagne: string; path: string; previous_tracking_id: number | null }>({
      query: (body) => ({ url: 'tracking/kampagne', method: 'POST', body }),
    }),
  }),
});
