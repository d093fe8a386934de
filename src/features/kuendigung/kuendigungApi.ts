import { portalApi } from '../../api/portalApi';
import { sentVorgang } from '../../api/vorgaengeTag';
import { answerOf } from '../../api/schemaParts';
import { type KuendigungAnswer, kuendigungAnswerSchema } from './kuendigungSchemas';
import { downloadArgs, toDownloadedFile, type DownloadedFile } from '../rechnungen/download';
import type { Kuendigungsgrund } from '../../lib/kuendigungsfrist.mjs';

/** POST kuendigung (beyond spec, public: § 312k BGB needs no login). */
export interface KuendigungRequest {
  /** the reason the law names; its notice rule is lib/kuendigungsfrist.mjs */
  art: Kuendigungsgrund;
  /** free text, only for a cancellation for cause */
  grund: string;
  /** yyyy-MM-dd, only with art umzug (§ 60 Abs. 2 TKG) */
  umzugsdatum: string;
  /** the customer wants to port the number to a new provider (§ 59 TKG) */
  rufnummerMitnehmen: boolean;
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

export type { KuendigungAnswer };

export const kuendigungApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    kuendigen: build.mutation<KuendigungAnswer, KuendigungRequest>({
      query: (body) => ({ url: 'kuendigung', method: 'POST', body }),
      responseSchema: answerOf(kuendigungAnswerSchema),
      invalidatesTags: sentVorgang(),
    }),
    downloadKuendigungPdf: build.mutation<DownloadedFile, { id: string; token: string }>({
      query: ({ id, token }) => downloadArgs(`kuendigung/${encodeURIComponent(id)}/pdf`, { token }),
      transformResponse: (blob: Blob, meta, { id }) =>
        toDownloadedFile(blob, meta, `Kuendigungsbestaetigung_${id}.pdf`),
    }),
  }),
});

export const { useKuendigenMutation, useDownloadKuendigungPdfMutation } = kuendigungApi;
