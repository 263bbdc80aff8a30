import { Query } from '@nestjs/cqrs';
import type { CrewFunction, CrewMember } from '@dockflow/contracts';

export class ListCrewMembersQuery extends Query<CrewMember[]> {
  constructor(readonly crewFunction: CrewFunction) {
    super();
  }
}
