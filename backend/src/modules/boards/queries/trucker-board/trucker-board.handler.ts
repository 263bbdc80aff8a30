import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import type { TruckerBoard, TruckerBoardRow, WorkflowStep } from '@dockflow/contracts';
import { Clock } from '../../../../common/clock.js';
import { readRows } from '../../../../database/read-rows.js';
import { APP_CONFIG, type AppConfig } from '../../../../config/env.js';
import { shownStatus } from '../../../shipments/shipments.public.js';
import { TruckerBoardQuery } from './trucker-board.query.js';
import { toDate, type SqlTimestamp } from '../../../../common/sql-values.js';

interface Row {
  purchase_order_id: string;
  po_number: string;
  shipment_id: string;
  tmp_number: string;
  workflow_step: WorkflowStep;
  estimated_completion: SqlTimestamp | null;
  driver_name: string | null;
  driver_phone: string | null;
  truck_color: string | null;
  truck_number: string | null;
  otr_door: string | null;
  check_in_time: SqlTimestamp;
  released_at: SqlTimestamp | null;
  late_fees_owed: string;
}

/** The trucks on site (checked in, not released) and those released today, oldest check-in first. */
const BOARD_SQL = `
  with bounds as (select (date_trunc('day', ?::timestamptz at time zone ?) at time zone ?) as today_start)
  select po.id as purchase_order_id, po.po_number, s.id as shipment_id, s.tmp_number, s.workflow_step,
         s.estimated_completion, po.driver_name, po.driver_phone, po.truck_color, po.truck_number, po.otr_door,
         po.check_in_time, po.released_at, po.late_fees_owed
  from purchase_orders po join shipments s on s.id = po.shipment_id, bounds
  where po.check_in_time is not null and (po.released_at is null or po.released_at >= bounds.today_start)
  order by po.check_in_time asc
  limit 500
`;

@QueryHandler(TruckerBoardQuery)
export class TruckerBoardHandler implements IQueryHandler<TruckerBoardQuery, TruckerBoard> {
  constructor(
    private readonly orm: MikroORM,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<TruckerBoard> {
    const now = this.clock.now();
    const rows = await readRows<Row>(this.orm, BOARD_SQL, [now, this.config.siteTimezone, this.config.siteTimezone]);
    const truckers: TruckerBoardRow[] = rows.map((row) => {
      const checkIn = toDate(row.check_in_time);
      const released = toDate(row.released_at);
      return {
        purchaseOrderId: row.purchase_order_id,
        poNumber: row.po_number,
        shipmentId: row.shipment_id,
        tmpNumber: row.tmp_number,
        shipmentStatus: shownStatus({ workflowStep: row.workflow_step, estimatedCompletion: toDate(row.estimated_completion) }, now),
        driverName: row.driver_name,
        driverPhone: row.driver_phone,
        truckColor: row.truck_color,
        truckNumber: row.truck_number,
        otrDoor: row.otr_door,
        checkInTime: checkIn.toISOString(),
        releasedAt: released?.toISOString() ?? null,
        waitMinutes: Math.max(0, Math.round(((released ?? now).getTime() - checkIn.getTime()) / 60000)),
        lateFeesOwed: row.late_fees_owed,
        canRelease: row.workflow_step === 'completed' && row.released_at === null,
      };
    });
    const waiting = truckers.filter((trucker) => !trucker.releasedAt);
    const feeCents = truckers.reduce((sum, trucker) => sum + Math.round(Number(trucker.lateFeesOwed) * 100), 0);
    return {
      summary: {
        waiting: waiting.length,
        readyToRelease: waiting.filter((trucker) => trucker.canRelease).length,
        releasedToday: truckers.length - waiting.length,
        lateFeesOnBoard: (feeCents / 100).toFixed(2),
      },
      truckers,
    };
  }
}
