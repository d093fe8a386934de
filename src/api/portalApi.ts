import { createApi } from '@reduxjs/toolkit/query/react';
import { API_BASE } from '../config/constants';
import { createBaseQuery } from './baseQuery';
import { schemaOptions } from './schemaFailure';

/**
 * Tags of the portal backend, only those a query provides (authcode, phone-book entry, Meine Aufträge, fault
 * tickets); features invalidate them on success only (tags.ts). user/current has none: it is never subscribed
 * (startup.ts loads it on purpose), and an invalidation would only drop the entry a reload is about to read.
 */
export const PORTAL_TAGS = ['Authcode', 'Telefonbuch', 'Vorgaenge', 'Stoerungen', 'Sims'] as const;
export type PortalTag = (typeof PORTAL_TAGS)[number];

/** Portal backend (/kundenportal-api/): session cookie sent with every call; a 401 ends the session. */
export const portalApi = createApi({
  reducerPath: 'portalApi',
  baseQuery: createBaseQuery(API_BASE.portal, { credentials: 'include', session: true }),
  tagTypes: PORTAL_TAGS,
  ...schemaOptions,
  endpoints: () => ({}),
});
