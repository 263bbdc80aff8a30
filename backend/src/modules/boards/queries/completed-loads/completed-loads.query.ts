import { Query } from '@nestjs/cqrs';
import type { CompletedLoadList } from '@dockflow/contracts';

export class CompletedLoadsQuery extends Query<CompletedLoadList> {
  constructor(
    readonly page: number,
    readonly pageSize: number,
  ) {
    super();
  }
}
