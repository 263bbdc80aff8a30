import { Query } from '@nestjs/cqrs';
import type { CountConfirmationView, OtrAssignment } from '@dockflow/contracts';

export class ShipmentCrewQuery extends Query<OtrAssignment[]> {
  constructor(readonly shipmentId: string) {
    super();
  }
}

export class ShipmentCountsQuery extends Query<CountConfirmationView[]> {
  constructor(readonly shipmentId: string) {
    super();
  }
}
