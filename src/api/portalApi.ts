import { createApi } from '@reduxjs/toolkit/query/react';
import { API_BASE } from '../config/constants';
import { createBaseQuery } from './baseQuery';
import { schemaOptions } from './schemaFailure';

/** Tags of the portal backend; features invalidate them on successful changes only. */
export const PORTAL_TAGS = [
  'User',
  'Bankdaten',
  'Vertraege',
  'Rechnungen',
  'Authcode',
  'Telefonbuch',
  'Vorgaenge',
] as const;
export type PortalTag = (typeof PORTAL_TAGS)[number];

/** Portal backend (/kundenportal-api/): session cookie sent with every call; a 401 ends the session. */
export const portalApi = createApi({
  reducerPath: 'portalApi',
  baseQuery: createBaseQuery(API_BASE.portal, { credentials: 'include', session: true }),
  tagTypes: PORTAL_TAGS,
  ...schemaOptions,
  endpoints: () => ({}),
});
