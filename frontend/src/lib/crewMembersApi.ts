import type { CrewFunction, CrewMember } from '@dockflow/contracts';
import { api } from './api';
import { queryParams } from './http';

/** docs/product.md §6.3: the users an admin marked with a crew function, for pickers and for showing names. */
export const crewMembersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/crew-members?function=... */
    listCrewMembers: build.query<CrewMember[], CrewFunction>({
      query: (crewFunction) => ({ url: '/crew-members', params: queryParams({ function: crewFunction }) }),
    }),
  }),
});

export const { useListCrewMembersQuery } = crewMembersApi;
