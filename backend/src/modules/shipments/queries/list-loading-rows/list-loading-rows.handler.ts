import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import type { LoadingRow } from '@dockflow/contracts';
import { ContainerLoadingRecord } from '../../domain/workflow-records.entity.js';
import { toLoadingRowView } from '../../domain/workflow-views.js';
import { ListLoadingRowsQuery } from './list-loading-rows.query.js';

@QueryHandler(ListLoadingRowsQuery)
export class ListLoadingRowsHandler implements IQueryHandler<ListLoadingRowsQuery, LoadingRow[]> {
  constructor(private readonly orm: MikroORM) {}

  async execute({ shipmentId }: ListLoadingRowsQuery): Promise<LoadingRow[]> {
    const rows = await this.orm.em.fork().find(ContainerLoadingRecord, { shipmentId }, { orderBy: { rowNumber: 'asc' } });
    return rows.map(toLoadingRowView);
  }
}
