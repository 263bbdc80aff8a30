import { Query } from '@nestjs/cqrs';
import type { CrewFunction, PublicUser, Role } from '@dockflow/contracts';

export class ListUsersQuery extends Query<PublicUser[]> {
  constructor(readonly filter: { search?: string; role?: Role; crewFunction?: CrewFunction }) {
    super();
  }
}
