import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Shipment as ShipmentView } from '@dockflow/contracts';
import { Clock } from '../../../../common/clock.js';
import { DomainError } from '../../../../common/domain-error.js';
import { Shipment } from '../../domain/shipment.entity.js';
import { toShipmentView } from '../../domain/shipment-view.js';
import { GetShipmentQuery } from './get-shipment.query.js';

@QueryHandler(GetShipmentQuery)
export class GetShipmentHandler implements IQueryHandler<GetShipmentQuery, ShipmentView> {
  constructor(
    private readonly orm: MikroORM,
    private readonly clock: Clock,
  ) {}

  async execute({ shipmentId }: GetShipmentQuery): Promise<ShipmentView> {
    const shipment = await this.orm.em.fork().findOne(Shipment, { id: shipmentId });
    if (!shipment) throw new DomainError('not_found', 'Shipment not found.');
    return toShipmentView(shipment, this.clock.now());
  }
}
