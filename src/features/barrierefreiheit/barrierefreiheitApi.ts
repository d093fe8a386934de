import { portalApi } from '../../api/portalApi';
import { answerOf } from '../../api/schemaParts';
import { type MeldungBeleg, meldungSchema } from './barrierefreiheitSchemas';

export interface BarriereMeldung {
  seitenadresse: string;
  beschreibung: string;
  email: string;
}

export const barrierefreiheitApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** public: a barrier may keep the customer from signing in */
    barriereMelden: build.mutation<MeldungBeleg, BarriereMeldung>({
      query: (body) => ({ url: 'barrierefreiheit/meldung', method: 'POST', body }),
      responseSchema: answerOf(meldungSchema),
    }),
  }),
});

export const { useBarriereMeldenMutation } = barrierefreiheitApi;
