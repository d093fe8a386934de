import { portalApi } from '../../api/portalApi';
import { answerOf } from '../../api/schemaParts';
import { sentVorgang, VORGAENGE_TAG } from '../../api/vorgaengeTag';
import { type Beleg, belegSchema, listeSchema, type WiderrufListe } from './widerrufSchemas';

/** Who declares and where the receipt goes (both variants). */
interface Erklaerender {
  vorname: string;
  nachname: string;
  email: string;
}

/** The logged-in declaration: the customer's order by its number. */
export interface Erklaerung extends Erklaerender {
  auftragsnummer: string;
}

/**
 * „Vertrag widerrufen" (Art. 11a VRRL; our calls beyond the spec, test/backend/README.md).
 * The list is a view on the customer's orders: it shares their tag, so an order sent or withdrawn reloads it
 * together with „Meine Aufträge". Writes go through the one baseQuery (X-Kundennummer, Idempotency-Key).
 */
export const widerrufApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    widerrufListe: build.query<WiderrufListe, void>({
      query: () => 'widerruf',
      responseSchema: answerOf(listeSchema),
      providesTags: [VORGAENGE_TAG],
    }),
    widerrufen: build.mutation<Beleg, Erklaerung>({
      query: (body) => ({ url: 'widerruf', method: 'POST', body }),
      responseSchema: answerOf(belegSchema),
      invalidatesTags: sentVorgang(),
    }),
    /**
     * public: customer number, the order's Auftragsschlüssel and the holder's name must match (one neutral refusal
     * otherwise); a repeat answers only that and when the order was withdrawn
     */
    widerrufenOeffentlich: build.mutation<Beleg, Erklaerender & { kundennummer: string; auftragsschluessel: string }>({
      query: (body) => ({ url: 'widerruf/oeffentlich', method: 'POST', body }),
      responseSchema: answerOf(belegSchema),
    }),
  }),
});

export const { useWiderrufListeQuery, useWiderrufenMutation, useWiderrufenOeffentlichMutation } = widerrufApi;
