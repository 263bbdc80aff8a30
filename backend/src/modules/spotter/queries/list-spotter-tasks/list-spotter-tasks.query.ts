import { Query } from '@nestjs/cqrs';
import type { SpotterTask } from '@dockflow/contracts';

export class ListSpotterTasksQuery extends Query<SpotterTask[]> {
  /** `viewerId`'s own tasks come first (a spotter on a phone sees theirs at the top). */
  constructor(readonly viewerId: string) {
    super();
  }
}
