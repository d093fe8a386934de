import { portalApi } from '../../api/portalApi';
import { answerOf } from '../../api/schemaParts';
import { sentVorgang, VORGAENGE_TAG } from '../../api/vorgaengeTag';
import type { Nachweis } from '../../components/form/nachweis';
import {
  type Beanstandung,
  type Beanstandungen,
  beanstandungenSchema,
  type Bestertarif,
  bestertarifSchema,
  beanstandungSchema,
  type Messergebnis,
  messergebnisSchema,
  type ProtokollEingang,
  protokollEingangSchema,
  type RechnungPositionen,
  rechnungPositionenSchema,
} from './meineRechteSchemas';

const enc = encodeURIComponent;

export interface BeanstandungAngaben {
  rechnungId: string;
  ganz: boolean;
  /** indexes of the invoice's lines; empty for the whole invoice */
  positionen: number[];
  beschreibung: string;
}

/**
 * „Meine Rechte“ (our calls beyond the spec, test/backend/README.md). A dispute is a running request of the
 * customer: it is listed in Meine Aufträge, so it shares that list's tag.
 */
export const meineRechteApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    beanstandungen: build.query<Beanstandungen, void>({
      query: () => 'user/beanstandungen',
      responseSchema: answerOf(beanstandungenSchema),
      providesTags: [VORGAENGE_TAG],
    }),
    rechnungPositionen: build.query<RechnungPositionen, string>({
      query: (rechnungId) => `user/rechnungen/${enc(rechnungId)}/positionen`,
      responseSchema: answerOf(rechnungPositionenSchema),
    }),
    beanstanden: build.mutation<Beanstandung, BeanstandungAngaben>({
      query: (body) => ({ url: 'user/beanstandungen', method: 'POST', body }),
      responseSchema: answerOf(beanstandungSchema),
      invalidatesTags: sentVorgang(),
    }),
    bestertarif: build.query<Bestertarif, string>({
      query: (contractId) => `vertrag/${enc(contractId)}/bestertarif`,
      responseSchema: answerOf(bestertarifSchema),
    }),
    messprotokollPruefen: build.mutation<Messergebnis, { contractId: string; protokoll: string }>({
      query: ({ contractId, protokoll }) => ({
        url: `vertrag/${enc(contractId)}/messprotokoll`,
        method: 'POST',
        body: { protokoll },
      }),
      responseSchema: answerOf(messergebnisSchema),
    }),
    // the PDF export: stored and checked by hand, listed in Meine Aufträge
    messprotokollPdf: build.mutation<ProtokollEingang, { contractId: string; nachweis: Nachweis }>({
      query: ({ contractId, nachweis }) => ({
        url: `vertrag/${enc(contractId)}/messprotokoll/pdf`,
        method: 'POST',
        body: { nachweis },
      }),
      responseSchema: answerOf(protokollEingangSchema),
      invalidatesTags: sentVorgang(),
    }),
  }),
});

export const {
  useBeanstandungenQuery,
  useRechnungPositionenQuery,
  useBeanstandenMutation,
  useBestertarifQuery,
  useMessprotokollPruefenMutation,
  useMessprotokollPdfMutation,
} = meineRechteApi;
