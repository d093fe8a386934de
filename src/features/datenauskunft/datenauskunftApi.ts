import { portalApi } from '../../api/portalApi';
import { answerOf } from '../../api/schemaParts';
import { API_BASE } from '../../config/constants';
import { type Vorbereitet, vorbereitetSchema } from './datenauskunftSchema';

/** One file of a prepared export: the whole JSON, the readable PDF summary, or one table as CSV. */
export type Datei = { id: string; art: 'json' | 'pdf' } | { id: string; art: 'csv'; tabelle: string };

/**
 * A file's address for a plain download link: the browser fetches it with the session cookie and streams it to
 * disk (Content-Disposition: attachment), so the page never reads it.
 */
export const dateiHref = (d: Datei) =>
  d.art === 'csv'
    ? `${API_BASE.portal}user/datenauskunft/${encodeURIComponent(d.id)}/csv/${encodeURIComponent(d.tabelle)}`
    : `${API_BASE.portal}user/datenauskunft/${encodeURIComponent(d.id)}/${d.art}`;

export const datenauskunftApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** the server builds the files (a fleet's contracts never cost the browser a long task) */
    datenauskunftVorbereiten: build.mutation<Vorbereitet, void>({
      query: () => ({ url: 'user/datenauskunft', method: 'POST' }),
      responseSchema: answerOf(vorbereitetSchema),
    }),
  }),
});

export const { useDatenauskunftVorbereitenMutation } = datenauskunftApi;
