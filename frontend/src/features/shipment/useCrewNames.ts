import type { CrewFunction, CrewMember } from '@dockflow/contracts';
import { useListCrewMembersQuery } from '../../resources/crewMembers';
import { NOT_SET } from '../../lib/format';

/** Names the people a shipment refers to by id, from the crew lists an admin keeps (docs/product.md §6.3). */
export type CrewNames = (crewFunction: ShipmentCrewFunction, userId: string | null | undefined) => string;

/** The crew functions a shipment's records name. */
type ShipmentCrewFunction = Exclude<CrewFunction, 'spotter'>;

export function useCrewNames(): CrewNames {
  const lists: Record<ShipmentCrewFunction, { data?: CrewMember[]; isLoading: boolean }> = {
    floor_lead: useListCrewMembersQuery('floor_lead'),
    otr_driver: useListCrewMembersQuery('otr_driver'),
    forklift_operator: useListCrewMembersQuery('forklift_operator'),
  };
  return (crewFunction, userId) => {
    if (!userId) return NOT_SET;
    const list = lists[crewFunction];
    if (!list.data) return list.isLoading ? '…' : 'Unknown user';
    return list.data.find((member) => member.id === userId)?.name ?? 'No longer on the crew list';
  };
}
