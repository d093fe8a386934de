import { portalApi } from '../../api/portalApi';
import { answerOf } from '../../api/schemaParts';
import { type DownloadedFile, downloadArgs, toDownloadedFile } from '../rechnungen/download';
import { type Archiv, archivSchema } from './dokumenteSchema';

const enc = encodeURIComponent;

/** The document archive of a contract (our calls beyond the spec, test/backend/README.md). */
export const dokumenteApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    dokumente: build.query<Archiv, string>({
      query: (contractId) => `user/vertraege/${enc(contractId)}/dokumente`,
      responseSchema: answerOf(archivSchema),
    }),
    /** a document as a blob, saved as a download */
    dokument: build.mutation<DownloadedFile, { contractId: string; dokumentId: string }>({
      query: ({ contractId, dokumentId }) =>
        downloadArgs(`user/vertraege/${enc(contractId)}/dokumente/${enc(dokumentId)}`),
      transformResponse: (blob: Blob, meta, { dokumentId }) => toDownloadedFile(blob, meta, `${dokumentId}.pdf`),
    }),
  }),
});

export const { useDokumenteQuery, useDokumentMutation } = dokumenteApi;
