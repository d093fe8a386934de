import { createApi } from '@reduxjs/toolkit/query/react';
import { API_BASE } from '../config/constants';
import { createBaseQuery } from './baseQuery';
import { schemaOptions } from './schemaFailure';

/** Order backend (/order-api/v1/): never sends cookies (credentials omitted), holds no session. */
export const orderApi = createApi({
  reducerPath: 'orderApi',
  baseQuery: createBaseQuery(API_BASE.order, { credentials: 'omit', session: false }),
  tagTypes: ['Produkte'],
  ...schemaOptions,
  endpoints: () => ({}),
});
