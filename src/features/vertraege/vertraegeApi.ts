import { portalApi } from '../../api/portalApi';
import { sentVorgang } from '../../api/vorgaengeTag';
import type { DeliveryAddress, Vertrag } from '../../api/types';
import { contractListReplaced } from './contractsSlice';

export interface ActivateRouterAnswer {
  success: boolean;
  message: string;
}

export interface TreueangebotAnswer {
  success: boolean;
  vorgangsnummer: string;
}

/** Contract calls of the portal API (spec §7). */
export const vertraegeApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    changeLieferadresse: build.mutation<Vertrag[], { contractId: string; address: DeliveryAddress }>({
      query: ({ contractId, address }) => ({
        url: `vertrag/lieferadresse/${encodeURIComponent(contractId)}`,
        method: 'PUT',
        body: address,
      }),
      invalidatesTags: (_result, error) => (error ? [] : ['Vertraege']),
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        // spec §4: the server's answer replaces the contract list
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(contractListReplaced(data));
      },
    }),
    activateRouter: build.mutation<ActivateRouterAnswer, { contractId?: string; mac: string }>({
      query: (body) => ({ url: 'vertrag/activate-router', method: 'POST', body }),
      invalidatesTags: sentVorgang(),
    }),
    requestTreueangebot: build.mutation<TreueangebotAnswer, { customerNumber: string; contractNumber: string }>({
      query: (body) => ({ url: 'user/treueangebot', method: 'POST', body }),
    }),
  }),
});

export const { useChangeLieferadresseMutation, useActivateRouterMutation, useRequestTreueangebotMutation } =
  vertraegeApi;
