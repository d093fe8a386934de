import { portalApi } from '../../api/portalApi';
import { sentVorgang } from '../../api/vorgaengeTag';
import { downloadArgs, toDownloadedFile, type DownloadedFile } from '../rechnungen/download';

/** POST kuendigung (beyond spec, public: § 312k BGB needs no login). */
export interface KuendigungRequest {
  art: 'ordentlich' | 'ausserordentlich';
  grund: string;
  vorname: string;
  nachname: string;
  firma: string;
  kundennummer: string;
  vertragsnummer: string;
  zeitpunkt: 'naechstmoeglich' | 'wunschtermin';
  /** yyyy-MM-dd, only with zeitpunkt wunschtermin */
  wunschtermin: string;
  email: string;
}

export interface KuendigungAnswer {
  id: string;
  /** ISO date-time of receipt */
  eingangAm: string;
  /** yyyy-MM-dd */
  beendigungZum: string;
  art: KuendigungRequest['art'];
  vertragsnummer: string;
  kundennummer: string;
  email: string;
  /** random token that alone opens the confirmation PDF (the id counts up and is guessable) */
  pdfToken: string;
}

export const kuendigungApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    kuendigen: build.mutation<KuendigungAnswer, KuendigungRequest>({
      query: (body) => ({ url: 'kuendigung', method: 'POST', body }),
      invalidatesTags: sentVorgang('Vertraege'),
    }),
    downloadKuendigungPdf: build.mutation<DownloadedFile, { id: string; token: string }>({
      query: ({ id, token }) => downloadArgs(`kuendigung/${encodeURIComponent(id)}/pdf`, { token }),
      transformResponse: (blob: Blob, meta, { id }) =>
        toDownloadedFile(blob, meta, `Kuendigungsbestaetigung_${id}.pdf`),
    }),
  }),
});

export const { useKuendigenMutation, useDownloadKuendigungPdfMutation } = kuendigungApi;
