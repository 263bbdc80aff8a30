import { Query } from '@nestjs/cqrs';
import type { PurchaseOrderLookup } from '@dockflow/contracts';

export class GetPurchaseOrderQuery extends Query<PurchaseOrderLookup> {
  constructor(readonly poNumber: string) {
    super();
  }
}
