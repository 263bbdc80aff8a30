import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import type { ShipmentList } from '@dockflow/contracts';
import { Clock } from '../../../../common/clock.js';
import { Shipment } from '../../domain/shipment.entity.js';
import { toShipmentView } from '../../domain/shipment-view.js';
import { ListShipmentsQuery } from './list-shipments.query.js';
import { admittedSteps, shipmentFilterClause } from './shipment-filter.js';
import { shipmentOrderSql } from './shipment-order.js';

/**
 * Filtered like the dashboard and the pickers ask (status, steps, dock, search), sorted by the column
 * asked for or active work first, one page at a time. The page's ids are found first (from the
 * indexes, however deep the page), then only those rows are read; the total is counted beside it
 * (docs/performance.md).
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
    const order = shipmentOrderSql(filter.sort, filter.order, admittedSteps(filter));
    const [page, total] = await Promise.all([
      em.execute<{ id: string }[]>(`select s.id from shipments s where ${where.sql} order by ${order} limit ? offset ?`, [
        ...where.params,
        filter.pageSize,
        (filter.page - 1) * filter.pageSize,
      ]),
      em.createQueryBuilder(Shipment, 's').where(where.sql, where.params).getCount(),
    ]);
    // Hydrated by find (the entity factory); em.map merges each row, which cost more than the round trip saved.
    const records = page.length ? await em.find(Shipment, { id: { $in: page.map((row) => row.id) } }) : [];
    const byId = new Map(records.map((record) => [record.id, record]));
    const shipments = page.flatMap(({ id }) => {
      const record = byId.get(id);
      return record ? [toShipmentView(record, now)] : [];
    });
    return { shipments, total };
  }
}
