import * as v from 'valibot';
import { portalApi } from '../../../api/portalApi';
import { answerOf } from '../../../api/schemaParts';
import { downloadArgs, toDownloadedFile, type DownloadedFile } from '../download';

/** The e-invoice formats the portal knows; a newer backend's other formats are left out, not shown as unknown. */
export const E_RECHNUNG_FORMATE = ['xrechnung', 'zugferd'] as const;
export type ERechnungFormat = (typeof E_RECHNUNG_FORMATE)[number];

const FILE_SUFFIX: Record<ERechnungFormat, string> = { xrechnung: 'XRechnung.xml', zugferd: 'ZUGFeRD.pdf' };

const optionalText = v.fallback(v.nullable(v.pipe(v.string(), v.trim())), null);

/**
 * GET/PUT user/erechnung (beyond the spec, our design; test/backend/README.md): a business customer's e-invoice
 * settings and the formats every invoice downloads in. Missing pieces read as none: no formats, no downloads.
 */
export const eRechnungSchema = v.object({
  formate: v.fallback(
    v.pipe(
      v.array(v.unknown()),
      v.transform((list) => E_RECHNUNG_FORMATE.filter((format) => list.includes(format))),
    ),
    [],
  ),
  leitwegId: optionalText,
  email: optionalText,
});
export type ERechnung = v.InferOutput<typeof eRechnungSchema>;

export interface ERechnungEinstellungen {
  leitwegId: string;
  email: string;
}

export const eRechnungApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    eRechnung: build.query<ERechnung, void>({
      query: () => 'user/erechnung',
      responseSchema: answerOf(eRechnungSchema),
    }),
    updateERechnung: build.mutation<ERechnung, ERechnungEinstellungen>({
      query: (body) => ({ url: 'user/erechnung', method: 'PUT', body }),
      responseSchema: answerOf(eRechnungSchema),
      // the answer is the new state: no second GET
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(eRechnungApi.util.upsertQueryData('eRechnung', undefined, data));
        } catch {
          // shown by the form
        }
      },
    }),
    downloadERechnung: build.mutation<DownloadedFile, { id: string; number: string; format: ERechnungFormat }>({
      query: ({ id, format }) => ({
        ...downloadArgs(`rechnung/${encodeURIComponent(id)}/${format}`),
        headers: { Accept: 'application/xml, application/pdf, application/json' },
      }),
      transformResponse: (blob: Blob, meta, { number, format }) =>
        toDownloadedFile(blob, meta, `Rechnung_${number}_${FILE_SUFFIX[format]}`),
    }),
  }),
});

export const { useERechnungQuery, useUpdateERechnungMutation, useDownloadERechnungMutation } = eRechnungApi;
