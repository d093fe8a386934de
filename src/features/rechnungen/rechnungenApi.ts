import { portalApi } from '../../api/portalApi';
import { downloadArgs, toDownloadedFile, type DownloadedFile } from './download';

/** Invoice PDFs and the contract documents of the external contract system (Zelos). */
export const rechnungenApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    downloadRechnung: build.mutation<DownloadedFile, { id: string; number: string }>({
      query: ({ id }) => downloadArgs(`rechnung/${encodeURIComponent(id)}`),
      transformResponse: (blob: Blob, meta, { number }) => toDownloadedFile(blob, meta, `Rechnung_${number}.pdf`),
    }),
    downloadVertragsdokument: build.mutation<DownloadedFile, { id: string }>({
      query: ({ id }) => downloadArgs('user/vertragsdokument', { id }),
      transformResponse: (blob: Blob, meta, { id }) => toDownloadedFile(blob, meta, `${id}.pdf`),
    }),
  }),
});

export const { useDownloadRechnungMutation, useDownloadVertragsdokumentMutation } = rechnungenApi;
