/** Portal-API endpoints of the order flows (spec §7): hmac, moves. Credentials sent. */
import type { OrderKonditionen } from '../../api/orderTypes';
import { portalApi } from '../../api/portalApi';
import { sentVorgang } from '../../api/vorgaengeTag';
import { answerOf } from '../../api/schemaParts';
import { type HmacAnswer, hmacSchema, type UmzugResponse, umzugResponseSchema } from './bestellungSchemas';

export type { UmzugResponse };

/** Move info sent to umzugeinfach / umzugactivity (shape not shown by the spec; our design). */
export interface UmzugRequest {
  umzugsdatum: string;
  plz: string;
  ort: string;
  strasse: string;
  hausnummer: string;
  hausnummernzusatz: string;
  /** umzugactivity only: the product chosen for the reconfiguration */
  produktId?: string;
  /**
   * umzugactivity only (beyond spec, as an order sends them): the chosen options, the terms the customer was shown
   * and the end date of a new minimum term the customer expressly agreed to (TKG § 66 Abs. 3)
   */
  optionIds?: string[];
  konditionen?: OrderKonditionen;
  neueMindestlaufzeitZustimmung?: string;
}

export const bestellungPortalApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /kundenportal-api/hmac/encrypt-bystring?message= → { hmac } */
    hmac: build.query<HmacAnswer, string>({
      query: (message) => ({ url: 'hmac/encrypt-bystring', params: { message } }),
      responseSchema: answerOf(hmacSchema),
    }),
    umzugEinfach: build.mutation<UmzugResponse, { contractId: string; body: UmzugRequest }>({
      query: ({ contractId, body }) => ({
        url: `vertrag/umzugeinfach/${encodeURIComponent(contractId)}`,
        method: 'POST',
        body,
      }),
      responseSchema: answerOf(umzugResponseSchema),
      invalidatesTags: sentVorgang(),
    }),
    umzugActivity: build.mutation<UmzugResponse, { contractId: string; body: UmzugRequest }>({
      query: ({ contractId, body }) => ({
        url: `vertrag/umzugactivity/${encodeURIComponent(contractId)}`,
        method: 'POST',
        body,
      }),
      responseSchema: answerOf(umzugResponseSchema),
      invalidatesTags: sentVorgang(),
    }),
  }),
});

export const { useUmzugEinfachMutation, useUmzugActivityMutation } = bestellungPortalApi;
