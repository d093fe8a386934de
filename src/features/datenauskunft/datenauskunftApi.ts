import { portalApi } from '../../api/portalApi';
import { answerOf } from '../../api/schemaParts';
import { type DownloadedFile, downloadArgs, toDownloadedFile } from '../rechnungen/download';
import { type Vorbereitet, vorbereitetSchema } from './datenauskunftSchema';

/** One file of a prepared export: the whole JSON, the readable PDF summary, or one table as CSV. */
export type Datei = { id: string; art: 'json' | 'pdf' } | { id: string; art: 'csv'; tabelle: string };

const fileUrl = (d: Datei) =>
  d.art === 'csv'
    ? `user/datenauskunft/${encodeURIComponent(d.id)}/csv/${encodeURIComponent(d.tabelle)}`
    : `user/datenauskunft/${encodeURIComponent(d.id)}/${d.art}`;
const fallbackName = (d: Datei) => (d.art === 'csv' ? `datenauskunft-${d.tabelle}.csv` : `datenauskunft.${d.art}`);

export const datenauskunftApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** the server builds the files (a fleet's contracts never cost the browser a long task) */
    datenauskunftVorbereiten: build.mutation<Vorbereitet, void>({
      query: () => ({ url: 'user/datenauskunft', method: 'POST' }),
      responseSchema: answerOf(vorbereitetSchema),
    }),
    /** a file as a blob, saved as a download: the page never reads it */
    datenauskunftDatei: build.mutation<DownloadedFile, Datei>({
      query: (d) => ({
        ...downloadArgs(fileUrl(d)),
        headers: { Accept: 'application/json, text/csv, application/pdf' },
      }),
      transformResponse: (blob: Blob, meta, d) => toDownloadedFile(blob, meta, fallbackName(d)),
    }),
  }),
});

export const { useDatenauskunftVorbereitenMutation, useDatenauskunftDateiMutation } = datenauskunftApi;
