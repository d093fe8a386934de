import { createApi } from '@reduxjs/toolkit/query/react';
import { API_BASE } from '../config/constants';
import { createBaseQuery } from './baseQuery';
import { schemaOptions } from './schemaFailure';

/**
 * The "other calls" of spec §7, one slice per base URL. None of them is the portal backend: their 401
 * does not end the session and their answers do not restart its idle clock.
 */

/** GET /portal/{startseite|vertraege}.json: editorial card data (same site, no session needed). */
export const editorialBaseApi = createApi({
  reducerPath: 'editorialApi',
  baseQuery: createBaseQuery(API_BASE.editorial, { credentials: 'same-origin', session: false }),
  tagTypes: ['Editorial'],
  ...schemaOptions,
  endpoints: () => ({}),
});

/** GET /bx-i18n-api/v1/lang/{lang}?ts=: translation messages (no cookies). */
export const i18nBaseApi = createApi({
  reducerPath: 'i18nApi',
  baseQuery: createBaseQuery(API_BASE.i18n, { credentials: 'omit', session: false }),
  ...schemaOptions,
  endpoints: () => ({}),
});

const ibanCheckSplit = API_BASE.checkIban.lastIndexOf('/') + 1;
/** checkIban.json, relative to its slice's base URL */
export const CHECK_IBAN_FILE = API_BASE.checkIban.slice(ibanCheckSplit);

/** GET /bestellen/checkIban.json: IBAN and BIC check (base URL /bestellen/). */
export const bankCheckBaseApi = createApi({
  reducerPath: 'bankCheckApi',
  baseQuery: createBaseQuery(API_BASE.checkIban.slice(0, ibanCheckSplit), {
    credentials: 'same-origin',
    session: false,
  }),
  ...schemaOptions,
  endpoints: () => ({}),
});

export const SITE_APIS = [editorialBaseApi, i18nBaseApi, bankCheckBaseApi] as const;
