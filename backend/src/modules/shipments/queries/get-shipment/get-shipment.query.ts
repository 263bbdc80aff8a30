import { Query } from '@nestjs/cqrs';
import type { Shipment } from '@dockflow/contracts';

export class GetShipmentQuery extends Query<Shipment> {
  constructor(readonly shipmentId: string) {
    super();
  }
}
