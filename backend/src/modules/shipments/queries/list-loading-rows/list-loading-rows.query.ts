import { Query } from '@nestjs/cqrs';
import type { LoadingRow } from '@dockflow/contracts';

export class ListLoadingRowsQuery extends Query<LoadingRow[]> {
  constructor(readonly shipmentId: string) {
    super();
  }
}
