import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import type { ShipmentList, WorkflowStep } from '@dockflow/contracts';
import { Clock } from '../../../../common/clock.js';
import { toDate, type SqlTimestamp } from '../../../../common/sql-values.js';
import { readRows } from '../../../../database/read-rows.js';
import { toShipmentView, type ShipmentFields } from '../../domain/shipment-view.js';
import { ListShipmentsQuery } from './list-shipments.query.js';
import { admittedSteps, findPoSearchMatches, shipmentFilterClause } from './shipment-filter.js';
import { shipmentOrderSql } from './shipment-order.js';
import { shipmentPageSql } from './shipment-page.js';

interface ShipmentRow {
  id: string;
  tmp_number: string;
  workflow_step: WorkflowStep;
  container_door: string | null;
  dock_location: string | null;
  floor_lead_id: string | null;
  seal_number: string | null;
  temp_recorder_id: string | null;
  estimated_completion: SqlTimestamp | null;
  actual_completion: SqlTimestamp | null;
  progress_percentage: number;
  notes: string | null;
  created_at: SqlTimestamp;
  updated_at: SqlTimestamp;
}

function fieldsOf(row: ShipmentRow): ShipmentFields {
  return {
    id: row.id,
    tmpNumber: row.tmp_number,
    workflowStep: row.workflow_step,
    containerDoor: row.container_door,
    dockLocation: row.dock_location,
    floorLeadId: row.floor_lead_id,
    sealNumber: row.seal_number,
    tempRecorderId: row.temp_recorder_id,
    estimatedCompletion: toDate(row.estimated_completion),
    actualCompletion: toDate(row.actual_completion),
    progressPercentage: row.progress_percentage,
    notes: row.notes,
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
  };
}

/**
 * Filtered like the dashboard and the pickers ask (status, steps, dock, search), sorted by the column
 * asked for or active work first, one page at a time, the total counted beside it. A read model: the
 * rows go straight from SQL to the view, without the ORM's entities (docs/performance.md).
 */
@QueryHandler(ListShipmentsQuery)
export class ListShipmentsHandler implements IQueryHandler<ListShipmentsQuery, ShipmentList> {
  constructor(
    private readonly orm: MikroORM,
    private readonly clock: Clock,
  ) {}

  async execute({ filter }: ListShipmentsQuery): Promise<ShipmentList> {
    const now = this.clock.now();
    const poMatches = await findPoSearchMatches(filter, (sql, parameters) => readRows(this.orm, sql, parameters));
    const where = shipmentFilterClause(filter, now, poMatches);
    const order = shipmentOrderSql(filter.sort, filter.order, admittedSteps(filter));
    const [page, [counted]] = await Promise.all([
      readRows<ShipmentRow>(this.orm, shipmentPageSql(where.sql, order), [...where.params, filter.pageSize, (filter.page - 1) * filter.pageSize]),
      readRows<{ total: number }>(this.orm, `select count(*)::int as total from shipments s where ${where.sql}`, where.params),
    ]);
    return { shipments: page.map((row) => toShipmentView(fieldsOf(row), now)), total: counted!.total };
  }
}
