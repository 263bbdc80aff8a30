import { Query } from '@nestjs/cqrs';
import type { MyAssignment } from '@dockflow/contracts';

export class ListMyAssignmentsQuery extends Query<MyAssignment[]> {
  constructor(readonly userId: string) {
    super();
  }
}
