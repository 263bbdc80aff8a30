import type { ContainerCheckInRequest, Shipment } from '@dockflow/contracts';
import { api } from '../../../lib/api';

export const containerCheckInApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/shipments: the container check-in command (docs/product.md §17, §3.2, §4.1); its push puts the shipment in every list. */
    checkInContainer: build.mutation<Shipment, ContainerCheckInRequest>({
      query: (body) => ({ url: '/shipments', method: 'POST', body }),
    }),
  }),
});

export const { useCheckInContainerMutation } = containerCheckInApi;
