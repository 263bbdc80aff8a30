import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import type { ShipmentList } from '@dockflow/contracts';
import { Clock } from '../../../../common/clock.js';
import { Shipment } from '../../domain/shipment.entity.js';
import { toShipmentView } from '../../domain/shipment-view.js';
import { ListShipmentsQuery } from './list-shipments.query.js';
import { shipmentFilterClause } from './shipment-filter.js';

/**
 * Newest first, filtered like the dashboard asks (status, dock, search), one page at a time.
 * The page's ids are found first (an index-only scan of shipments_status_dock_created_index, however
 * deep the page), then only those rows are read; the total is counted beside it (docs/performance.md).
 */
@QueryHandler(ListShipmentsQuery)
export class ListShipmentsHandler implements IQueryHandler<ListShipmentsQuery, ShipmentList> {
  constructor(
    private readonly orm: MikroORM,
    private readonly clock: Clock,
  ) {}

  async execute({ filter }: ListShipmentsQuery): Promise<ShipmentList> {
    const now = this.clock.now();
    const where = shipmentFilterClause(filter, now);
    const em = this.orm.em.fork();
    const [records, total] = await Promise.all([
      em
        .createQueryBuilder(Shipment, 'page')
        .where(`page.id in (select s.id from shipments s where ${where.sql} order by s.created_at desc, s.id desc limit ? offset ?)`, [
          ...where.params,
          filter.pageSize,
          (filter.page - 1) * filter.pageSize,
        ])
        .orderBy({ createdAt: 'desc', id: 'desc' })
        .getResult(),
      em.createQueryBuilder(Shipment, 's').where(where.sql, where.params).getCount(),
    ]);
    return { shipments: records.map((record) => toShipmentView(record, now)), total };
  }
}
