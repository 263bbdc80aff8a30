import type { CrewFunction } from '@dockflow/contracts';
import { useListCrewMembersQuery } from '../../resources/crewMembers';

/** The name a crew member's id stands for, from the (cached) list of that crew function. */
export function useCrewMemberName(crewFunction: CrewFunction): (id: string) => string {
  const { data: members } = useListCrewMembersQuery(crewFunction);
  return (id) => members?.find((member) => member.id === id)?.name ?? 'Unknown';
}
