import type { ContainerCheckInRequest, Shipment } from '@dockflow/contracts';
import { api } from '../../../lib/api';

export const containerCheckInApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/shipments: the container check-in command (SPEC 5, DECISIONS 1 and 2); its push puts the shipment in every list. */
    checkInContainer: build.mutation<Shipment, ContainerCheckInRequest>({
      query: (body) => ({ url: '/shipments', method: 'POST', body }),
    }),
  }),
});

export const { useCheckInContainerMutation } = containerCheckInApi;
