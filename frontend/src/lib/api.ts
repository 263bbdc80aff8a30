import { createApi, retry } from '@reduxjs/toolkit/query/react';
import { httpBaseQuery } from './http';

/** Data the server pushes changes for; refetched after the live connection comes back. */
export const LIVE_TAGS = ['Shipment'] as const;

/**
 * The one API slice. Features add their endpoints with `api.injectEndpoints`.
 * No retries (docs/product.md §13.3) unless an endpoint asks for them through `extraOptions`.
 * Cached data never goes stale (docs/product.md §13.3): it is kept, not refetched on focus or reconnect, and
 * updated by the live pushes instead.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: retry(httpBaseQuery, { maxRetries: 0 }),
  tagTypes: LIVE_TAGS,
  keepUnusedDataFor: Infinity,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  endpoints: () => ({}),
});
