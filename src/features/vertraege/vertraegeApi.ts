import { portalApi } from '../../api/portalApi';
import { sentVorgang } from '../../api/vorgaengeTag';
import type { DeliveryAddress, Vertrag } from '../../api/types';
import { contractListReplaced } from '../eligibility/contractsSlice';
import { answerOf } from '../../api/schemaParts';
import {
  type ActivateRouterAnswer,
  activateRouterAnswerSchema,
  type TreueangebotAnswer,
  treueangebotAnswerSchema,
} from './vertraegeSchemas';
import { vertragListSchema } from '../../api/vertragSchema';

export type { ActivateRouterAnswer, TreueangebotAnswer };

/** Contract calls of the portal API (spec §7). */
export const vertraegeApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    changeLieferadresse: build.mutation<Vertrag[], { contractId: string; address: DeliveryAddress }>({
      query: ({ contractId, address }) => ({
        url: `vertrag/lieferadresse/${encodeURIComponent(contractId)}`,
        method: 'PUT',
        body: address,
      }),
      responseSchema: answerOf(vertragListSchema),
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        // spec §4: the server's answer replaces the contract list (an answer without contracts is no list)
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data?.length) dispatch(contractListReplaced(data));
      },
    }),
    activateRouter: build.mutation<ActivateRouterAnswer, { contractId?: string; mac: string }>({
      query: (body) => ({ url: 'vertrag/activate-router', method: 'POST', body }),
      responseSchema: answerOf(activateRouterAnswerSchema),
      invalidatesTags: sentVorgang(),
    }),
    requestTreueangebot: build.mutation<TreueangebotAnswer, { customerNumber: string; contractNumber: string }>({
      query: (body) => ({ url: 'user/treueangebot', method: 'POST', body }),
      responseSchema: answerOf(treueangebotAnswerSchema),
    }),
  }),
});

export const { useChangeLieferadresseMutation, useActivateRouterMutation, useRequestTreueangebotMutation } =
  vertraegeApi;
