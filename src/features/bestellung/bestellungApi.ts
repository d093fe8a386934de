/**
 * Order-API endpoints of the order flows and eligibility routing (spec §7). No credentials (orderApi).
 * The produkte variants (availability check, glass-fibre upgrade) are one endpoint: the caller passes
 * exactly the query values of its variant.
 */
import { orderApi } from '../../api/orderApi';
import { invalidateVorgaengeOnSuccess } from '../../api/vorgaengeTag';
import { answerOf } from '../../api/schemaParts';
import type {
  OrderRequest,
  OrderResponse,
  ProdukteResponse,
  Produktpruefung,
  SchreibweiseResponse,
} from '../../api/types';
import {
  orderResponseSchema,
  produkteResponseSchema,
  produktpruefungSchema,
  schreibweiseSchema,
  type TechnologieAnswer,
  technologieResponseSchema,
} from './bestellungSchemas';

export interface ProdukteQuery {
  strasse: string;
  hausnummer: string;
  plz: string;
  ort: string;
  clientId: string;
  kundentypId: string;
  bestellart?: string;
  contractAddressExternalId?: string;
  technologie?: string;
  techwechsel?: boolean;
  // availability-check variant
  availabilitycheck?: boolean;
  portalId?: string;
  bisherigesProdukt?: string;
  kundeOrganiceId?: string;
  // glass-fibre-upgrade variant
  glasUpgradeFrom?: string;
}

export interface SchreibweiseQuery {
  str: string;
  hnr: string;
  plz: string;
  ort: string;
}

/** Drops empty values so each variant sends only its own parameters. */
function params(q: object): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== null && v !== '') out[k] = String(v);
  return out;
}

export const bestellungApi = orderApi.injectEndpoints({
  endpoints: (build) => ({
    schreibweise: build.query<SchreibweiseResponse, SchreibweiseQuery>({
      query: (q) => ({ url: 'schreibweisen/convert', params: { ...params(q), post: 'true' } }),
      responseSchema: answerOf(schreibweiseSchema),
    }),
    produktpruefung: build.query<Produktpruefung, { clientId: string; produktnummer: string }>({
      query: (q) => ({ url: 'produktpruefung', params: q }),
      responseSchema: answerOf(produktpruefungSchema),
    }),
    produkte: build.query<ProdukteResponse, ProdukteQuery>({
      query: (q) => ({ url: 'produkte', params: params(q) }),
      responseSchema: answerOf(produkteResponseSchema),
      providesTags: ['Produkte'],
    }),
    technologie: build.query<TechnologieAnswer, { contractAddressExternalId: string; technologie: string }>({
      query: (q) => ({ url: 'technologienundprodukte/technologie', params: q }),
      responseSchema: answerOf(technologieResponseSchema),
    }),
    bestellen: build.mutation<OrderResponse, OrderRequest>({
      query: (body) => ({ url: 'artikelhinzuproduktwechsel', method: 'POST', body }),
      responseSchema: answerOf(orderResponseSchema),
      onQueryStarted: invalidateVorgaengeOnSuccess,
    }),
  }),
});

export const { useProdukteQuery, useLazyProdukteQuery } = bestellungApi;
