/**
 * What a contract can get, asked of the backends (spec §7): the product check, the products and availability
 * at an address, the technology check (order API, no credentials) and the GFPlus address (portal API). The
 * eligibility thunks and the order flows both call them. The produkte variants (availability check,
 * glass-fibre upgrade) are one endpoint: the caller passes exactly the query values of its variant.
 */
import { orderApi } from '../../api/orderApi';
import { portalApi } from '../../api/portalApi';
import { answerOf } from '../../api/schemaParts';
import type { ProdukteResponse, Produktpruefung } from '../../api/types';
import { produkteResponseSchema, produktpruefungSchema } from '../../api/produkteSchemas';
import {
  type GfplusAnswer,
  gfplusAnswerSchema,
  type TechnologieAnswer,
  technologieResponseSchema,
} from './eligibilitySchemas';

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

/** Drops empty values so each variant sends only its own parameters. */
export function queryParams(q: object): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== null && v !== '') out[k] = String(v);
  return out;
}

export const eligibilityApi = orderApi.injectEndpoints({
  endpoints: (build) => ({
    produktpruefung: build.query<Produktpruefung, { clientId: string; produktnummer: string }>({
      query: (q) => ({ url: 'produktpruefung', params: q }),
      responseSchema: answerOf(produktpruefungSchema),
    }),
    produkte: build.query<ProdukteResponse, ProdukteQuery>({
      query: (q) => ({ url: 'produkte', params: queryParams(q) }),
      responseSchema: answerOf(produkteResponseSchema),
      providesTags: ['Produkte'],
    }),
    technologie: build.query<TechnologieAnswer, { contractAddressExternalId: string; technologie: string }>({
      query: (q) => ({ url: 'technologienundprodukte/technologie', params: q }),
      responseSchema: answerOf(technologieResponseSchema),
    }),
  }),
});

export const { useProdukteQuery, useLazyProdukteQuery } = eligibilityApi;

export const eligibilityPortalApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    gfplusAdresse: build.query<GfplusAnswer, string>({
      query: (kundennummer) => ({ url: 'gfpluskundenadressen', params: { kundennummer } }),
      responseSchema: answerOf(gfplusAnswerSchema),
    }),
  }),
});
