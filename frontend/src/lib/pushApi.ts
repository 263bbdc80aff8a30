import type { PushPublicKey } from '@dockflow/contracts';
import { api } from './api';

/** Web Push opt-in per device (docs/product.md §8.4). */
export const pushApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPushPublicKey: build.query<PushPublicKey, void>({ query: () => '/push/public-key' }),
    savePushSubscription: build.mutation<void, PushSubscriptionJSON>({ query: (subscription) => ({ url: '/push/subscriptions', method: 'POST', body: subscription }) }),
    deletePushSubscription: build.mutation<void, string>({ query: (endpoint) => ({ url: '/push/subscriptions', method: 'DELETE', params: { endpoint } }) }),
  }),
});

export const { useGetPushPublicKeyQuery, useSavePushSubscriptionMutation, useDeletePushSubscriptionMutation } = pushApi;
