import type { ContainerDoor, DockLocation, Shipment } from '@dockflow/contracts';
import { api } from '../../../lib/api';

/** POST /api/shipments: the container check-in command (docs/product.md §3.2, §4.1, §17.6). */
export interface ContainerCheckInRequest {
  tmpNumber: string;
  containerDoor: ContainerDoor;
  dockLocation: DockLocation;
  floorLeadId?: string;
  sealNumber?: string;
  tempRecorderId?: string;
  /** ISO 8601 date-time. */
  estimatedCompletion?: string;
  notes?: string;
  poNumbers?: string[];
}

export const containerCheckInApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkInContainer: build.mutation<Shipment, ContainerCheckInRequest>({
      query: (body) => ({ url: '/shipments', method: 'POST', body }),
      // Lists no screen is showing are dropped and reloaded when shown; the live push updates the rest.
      invalidatesTags: ['Shipment'],
    }),
  }),
});

export const { useCheckInContainerMutation } = containerCheckInApi;
