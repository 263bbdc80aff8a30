import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import type { LoadingRow } from '@dockflow/contracts';
import { ContainerLoadingRecord } from '../../domain/workflow-records.entity.js';
import { toLoadingRowView } from '../../domain/workflow-views.js';
import { ListLoadingRowsQuery } from './list-loading-rows.query.js';
import { rowsOfShipment } from '../shipment-rows.js';

@QueryHandler(ListLoadingRowsQuery)
export class ListLoadingRowsHandler implements IQueryHandler<ListLoadingRowsQuery, LoadingRow[]> {
  constructor(private readonly orm: MikroORM) {}

  async execute({ shipmentId }: ListLoadingRowsQuery): Promise<LoadingRow[]> {
    const em = this.orm.em.fork();
    const rows = await rowsOfShipment(em, shipmentId, () => em.find(ContainerLoadingRecord, { shipmentId }, { orderBy: { rowNumber: 'asc' } }));
    return rows.map(toLoadingRowView);
  }
}
