import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import type { ShipmentList, ShipmentStatus } from '@dockflow/contracts';
import { IN_PROGRESS_FILTER } from '@dockflow/contracts/dto';
import { Shipment } from '../../domain/shipment.entity.js';
import { toShipmentView } from '../../domain/shipment-view.js';
import { ListShipmentsQuery } from './list-shipments.query.js';

const IN_PROGRESS_STEPS: ShipmentStatus[] = ['container_checkin', 'truck_checkin', 'bol_entry'];

function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Newest first; search matches the TMP number, a PO number or a driver's name. */
@QueryHandler(ListShipmentsQuery)
export class ListShipmentsHandler implements IQueryHandler<ListShipmentsQuery, ShipmentList> {
  constructor(private readonly orm: MikroORM) {}

  async execute({ filter }: ListShipmentsQuery): Promise<ShipmentList> {
    const qb = this.orm.em.fork().createQueryBuilder(Shipment, 's');
    if (filter.status === IN_PROGRESS_FILTER) qb.andWhere({ status: { $in: IN_PROGRESS_STEPS } });
    else if (filter.status) qb.andWhere({ status: filter.status as ShipmentStatus });
    if (filter.dock) qb.andWhere({ dockLocation: filter.dock });
    const search = filter.search?.trim();
    if (search) {
      const pattern = likePattern(search);
      qb.andWhere(
        `(s.tmp_number ilike ? or exists (select 1 from purchase_orders po where po.shipment_id = s.id and (po.po_number ilike ? or po.driver_name ilike ?)))`,
        [pattern, pattern, pattern],
      );
    }
    qb.orderBy({ createdAt: 'desc', id: 'desc' })
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize);
    const [records, total] = await qb.getResultAndCount();
    return { shipments: records.map((record) => toShipmentView(record)), total };
  }
}
