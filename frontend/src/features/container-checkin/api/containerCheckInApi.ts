import type { ContainerCheckInRequest, Shipment } from '@dockflow/contracts';
import { api } from '../../../lib/api';

export const containerCheckInApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/shipments: the container check-in command (SPEC 5, DECISIONS 1 and 2). */
    checkInContainer: build.mutation<Shipment, ContainerCheckInRequest>({
      query: (body) => ({ url: '/shipments', method: 'POST', body }),
      // Lists no screen is showing are dropped and reloaded when shown; the live push updates the rest.
      invalidatesTags: ['Shipment'],
    }),
  }),
});

export const { useCheckInContainerMutation } = containerCheckInApi;
