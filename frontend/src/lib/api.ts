import { createAction } from '@reduxjs/toolkit';
import { createApi, retry, type CombinedState } from '@reduxjs/toolkit/query/react';
import { httpBaseQuery } from './http';

/**
 * The store's state the server drew the first page from (lib/firstPage.ts): its answers go into the
 * cache before the page hydrates, so the screens find them there and draw what the server drew.
 */
export const answeredByServer = createAction<Record<string, unknown>>('firstPage/answeredByServer');

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
  // RTK Query takes the slice's answers from the action as they are: its own state, serialized by the server.
  extractRehydrationInfo: (action, { reducerPath }) =>
    answeredByServer.match(action) ? (action.payload[reducerPath] as CombinedState<Record<string, never>, (typeof LIVE_TAGS)[number], 'api'>) : undefined,
  endpoints: () => ({}),
});

