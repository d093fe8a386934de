import { createApi } from '@reduxjs/toolkit/query/react';
import { API_BASE } from '../config/constants';
import { createBaseQuery } from './baseQuery';

/** Order backend: never sends cookies (credentials omitted). */
export const orderApi = createApi({
  reducerPath: 'orderApi',
  baseQuery: createBaseQuery(API_BASE.order, { credentials: 'omit', endsSessionOn401: false }),
  tagTypes: ['Produkte'],
  endpoints: () => ({}),
});
