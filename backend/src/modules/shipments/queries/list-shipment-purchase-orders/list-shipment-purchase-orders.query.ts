import { Query } from '@nestjs/cqrs';
import type { PurchaseOrder } from '@dockflow/contracts';

export class ListShipmentPurchaseOrdersQuery extends Query<PurchaseOrder[]> {
  constructor(readonly shipmentId: string) {
    super();
  }
}
