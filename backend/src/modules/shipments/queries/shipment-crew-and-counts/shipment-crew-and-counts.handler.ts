import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import type { CountConfirmationView, OtrAssignment as OtrAssignmentView } from '@dockflow/contracts';
import { CountConfirmation, OtrAssignment } from '../../domain/workflow-records.entity.js';
import { toCountConfirmationView, toOtrAssignmentView } from '../../domain/workflow-views.js';
import { ShipmentCountsQuery, ShipmentCrewQuery } from './shipment-crew-and-counts.query.js';
import { rowsOfShipment } from '../shipment-rows.js';

@QueryHandler(ShipmentCrewQuery)
export class ShipmentCrewHandler implements IQueryHandler<ShipmentCrewQuery, OtrAssignmentView[]> {
  constructor(private readonly orm: MikroORM) {}

  async execute({ shipmentId }: ShipmentCrewQuery): Promise<OtrAssignmentView[]> {
    const em = this.orm.em.fork();
    const rows = await rowsOfShipment(em, shipmentId, () => em.find(OtrAssignment, { shipmentId }, { orderBy: { createdAt: 'asc' } }));
    return rows.map(toOtrAssignmentView);
  }
}

@QueryHandler(ShipmentCountsQuery)
export class ShipmentCountsHandler implements IQueryHandler<ShipmentCountsQuery, CountConfirmationView[]> {
  constructor(private readonly orm: MikroORM) {}

  async execute({ shipmentId }: ShipmentCountsQuery): Promise<CountConfirmationView[]> {
    const em = this.orm.em.fork();
    const rows = await rowsOfShipment(em, shipmentId, () => em.find(CountConfirmation, { shipmentId }, { orderBy: { createdAt: 'asc' } }));
    return rows.map(toCountConfirmationView);
  }
}
