import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import type { ShipmentList } from '@dockflow/contracts';
import { Shipment } from '../../domain/shipment.entity.js';
import { toShipmentView } from '../../domain/shipment-view.js';
import { ListShipmentsQuery } from './list-shipments.query.js';
import { shipmentFilterClause } from './shipment-filter.js';

/** Newest first, filtered like the dashboard asks (status, dock, search), one page at a time. */
@QueryHandler(ListShipmentsQuery)
export class ListShipmentsHandler implements IQueryHandler<ListShipmentsQuery, ShipmentList> {
  constructor(private readonly orm: MikroORM) {}

  async execute({ filter }: ListShipmentsQuery): Promise<ShipmentList> {
    const where = shipmentFilterClause(filter);
    const [records, total] = await this.orm.em
      .fork()
      .createQueryBuilder(Shipment, 's')
      .where(where.sql, where.params)
      .orderBy({ createdAt: 'desc', id: 'desc' })
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize)
      .getResultAndCount();
    return { shipments: records.map((record) => toShipmentView(record)), total };
  }
}
