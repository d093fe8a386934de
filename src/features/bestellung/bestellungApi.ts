/**
 * Order-API endpoints of the order flows (spec §7): address spelling and the order itself. No credentials
 * (orderApi). Products, product check and technology: src/features/eligibility/eligibilityApi.ts.
 */
import { orderApi } from '../../api/orderApi';
import { invalidateVorgaengeOnSuccess } from '../../api/vorgaengeTag';
import { answerOf } from '../../api/schemaParts';
import type { OrderRequest } from '../../api/types';
import { queryParams } from '../eligibility/eligibilityApi';
import { stepUpProofHeaders } from '../sicherheit/stepUpProof';
import {
  type OrderResponse,
  orderResponseSchema,
  type SchreibweiseResponse,
  schreibweiseSchema,
} from './bestellungSchemas';

export interface SchreibweiseQuery {
  str: string;
  hnr: string;
  plz: string;
  ort: string;
}

export const bestellungApi = orderApi.injectEndpoints({
  endpoints: (build) => ({
    schreibweise: build.query<SchreibweiseResponse, SchreibweiseQuery>({
      query: (q) => ({ url: 'schreibweisen/convert', params: { ...queryParams(q), post: 'true' } }),
      responseSchema: answerOf(schreibweiseSchema),
    }),
    bestellen: build.mutation<OrderResponse, OrderRequest>({
      // with the proof of a confirmed code when the customer's two-step mode asks for one (stepUp.json)
      query: (body) => ({ url: 'artikelhinzuproduktwechsel', method: 'POST', body, headers: stepUpProofHeaders(body) }),
      responseSchema: answerOf(orderResponseSchema),
      onQueryStarted: invalidateVorgaengeOnSuccess,
    }),
  }),
});
