import { portalApi } from '../../api/portalApi';
import { answerOf } from '../../api/schemaParts';
import { type DownloadedFile, downloadArgs, toDownloadedFile } from '../rechnungen/download';
import { type Vorbereitet, vorbereitetSchema } from './datenauskunftSchema';

/** One file of a prepared export: the whole JSON, or one table as CSV. */
export type Datei = { id: string; art: 'json' } | { id: string; art: 'csv'; tabelle: string };

const fileUrl = (d: Datei) =>
  d.art === 'json'
    ? `user/datenauskunft/${encodeURIComponent(d.id)}/json`
    : `user/datenauskunft/${encodeURIComponent(d.id)}/csv/${encodeURIComponent(d.tabelle)}`;

export const datenauskunftApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** the server builds the files (a fleet's contracts never cost the browser a long task) */
    datenauskunftVorbereiten: build.mutation<Vorbereitet, void>({
      query: () => ({ url: 'user/datenauskunft', method: 'POST' }),
      responseSchema: answerOf(vorbereitetSchema),
    }),
    /** a file as a blob, saved as a download: the page never reads it */
    datenauskunftDatei: build.mutation<DownloadedFile, Datei>({
      query: (d) => ({ ...downloadArgs(fileUrl(d)), headers: { Accept: 'application/json, text/csv' } }),
      transformResponse: (blob: Blob, meta, d) =>
        toDownloadedFile(blob, meta, d.art === 'json' ? 'datenauskunft.json' : `datenauskunft-${d.tabelle}.csv`),
    }),
  }),
});

export const { useDatenauskunftVorbereitenMutation, useDatenauskunftDateiMutation } = datenauskunftApi;
