import { Query } from '@nestjs/cqrs';
import type { TimelineEntry } from '@dockflow/contracts';

export class ShipmentTimelineQuery extends Query<TimelineEntry[]> {
  constructor(readonly shipmentId: string) {
    super();
  }
}
