import type { ContainerDoor, CrewFunction, CrewMember, DockLocation, Shipment } from '@dockflow/contracts';
import { api } from '../../../lib/api';
import { queryParams } from '../../../lib/http';

/** POST /api/shipments: the container check-in command (SPEC 5, DECISIONS 1 and 2). */
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
    listCrewMembers: build.query<CrewMember[], CrewFunction>({
      query: (crewFunction) => ({ url: '/crew-members', params: queryParams({ function: crewFunction }) }),
    }),
  }),
});

export const { useCheckInContainerMutation, useListCrewMembersQuery } = containerCheckInApi;
