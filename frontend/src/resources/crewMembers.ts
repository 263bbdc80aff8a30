import type { CrewFunction, CrewMember } from '@dockflow/contracts';
import { api } from '../lib/api';
import { queryParams } from '../lib/http';

/**
 * docs/product.md §6: the users an admin marked with a crew function, for pickers and for showing names.
 * Not live: crew lists change when an admin edits an account, whose push (user.changed) reaches only
 * admins and the user concerned.
 */
export const crewMembersResource = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/crew-members?function=... */
    listCrewMembers: build.query<CrewMember[], CrewFunction>({
      query: (crewFunction) => ({ url: '/crew-members', params: queryParams({ function: crewFunction }) }),
    }),
  }),
});

export const { useListCrewMembersQuery } = crewMembersResource;
