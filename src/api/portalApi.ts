import { createApi } from '@reduxjs/toolkit/query/react';
import { API_BASE } from '../config/constants';
import { createBaseQuery } from './baseQuery';

/** Tags of the portal backend; features invalidate them on successful changes only. */
export const PORTAL_TAGS = [
  'User',
  'Bankdaten',
  'Vertraege',
  'Rechnungen',
  'Authcode',
  'Telefonbuch',
  'Editorial',
  'Vorgaenge',
] as const;
export type PortalTag = (typeof PORTAL_TAGS)[number];

/** Portal backend: session cookie sent with every call; a 401 ends the session. */
export const portalApi = createApi({
  reducerPath: 'portalApi',
  baseQuery: createBaseQuery(API_BASE.portal, { credentials: 'include', endsSessionOn401: true }),
  tagTypes: PORTAL_TAGS,
  endpoints: () => ({}),
});
