import { Query } from '@nestjs/cqrs';
import type { ShipmentWithPurchaseOrders } from '@dockflow/contracts';

export class FindShipmentByTmpQuery extends Query<ShipmentWithPurchaseOrders> {
  constructor(readonly tmpNumber: string) {
    super();
  }
}
