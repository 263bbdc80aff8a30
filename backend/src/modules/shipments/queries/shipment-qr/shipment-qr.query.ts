import { Query } from '@nestjs/cqrs';
import type { ShipmentQr } from '@dockflow/contracts';

export class ShipmentQrQuery extends Query<ShipmentQr> {
  /** `origin` is the app's own address as the browser reached it, e.g. https://dock.example.com. */
  constructor(
    readonly shipmentId: string,
    readonly origin: string,
  ) {
    super();
  }
}
