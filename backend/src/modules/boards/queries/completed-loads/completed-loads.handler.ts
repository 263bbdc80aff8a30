import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import { efficiencyScore, type CompletedLoad, type CompletedLoadList, type CompletedLoadPurchaseOrder } from '@dockflow/contracts';
import { CompletedLoadsQuery } from './completed-loads.query.js';
import { toDate, toIso, type SqlTimestamp } from '../../../../common/sql-values.js';
import { readRows } from '../../../../database/read-rows.js';

interface LoadRow {
  id: string;
  tmp_number: string;
  container_door: string | null;
  dock_location: string | null;
  seal_number: string | null;
  actual_completion: SqlTimestamp | null;
  loading_started: SqlTimestamp | null;
  loading_finished: SqlTimestamp | null;
  total: number;
}

interface PurchaseOrderRow {
  shipment_id: string;
  po_number: string;
  pieces: number | null;
  pallets: number | null;
  net_weight: string | null;
  gross_weight: string | null;
  driver_name: string | null;
  truck_color: string | null;
  truck_number: string | null;
  late_fees_owed: string;
  check_in_time: SqlTimestamp | null;
  released_at: SqlTimestamp | null;
  expected_quantity: number | null;
  actual_quantity: number | null;
  discrepancy: number | null;
  confirmed_at: SqlTimestamp | null;
  counted: boolean;
}

/** The page first (index shipments_completed_index), then the loading times of its rows only; the total apart. */
const LOADS_SQL = `
  select page.*, rows.started as loading_started, rows.finished as loading_finished,
         (select count(*) from shipments where workflow_step = 'completed')::int as total
  from (select s.id, s.tmp_number, s.container_door, s.dock_location, s.seal_number, s.actual_completion
        from shipments s
        where s.workflow_step = 'completed'
        order by s.actual_completion desc nulls last, s.id
        limit ? offset ?) page
  left join lateral (select min(completed_at) as started, max(completed_at) as finished
                     from container_loading_records r where r.shipment_id = page.id) rows on true
  order by page.actual_completion desc nulls last, page.id
`;

/** Sums 2-place decimal strings exactly, in cents. */
function sumMoney(values: (string | null)[]): string {
  return (values.reduce((cents, value) => cents + Math.round(Number(value ?? 0) * 100), 0) / 100).toFixed(2);
}

/** The Completed Load Summary: one card per completed shipment, most recent first, from real POs and rows. */
@QueryHandler(CompletedLoadsQuery)
export class CompletedLoadsHandler implements IQueryHandler<CompletedLoadsQuery, CompletedLoadList> {
  constructor(private readonly orm: MikroORM) {}

  async execute({ page, pageSize }: CompletedLoadsQuery): Promise<CompletedLoadList> {
    const loads = await readRows<LoadRow>(this.orm, LOADS_SQL, [pageSize, (page - 1) * pageSize]);
    if (loads.length === 0) return { loads: [], total: 0 };
    const pos = await readRows<PurchaseOrderRow>(
      this.orm,
      `select po.shipment_id, po.po_number, po.pieces, po.pallets, po.net_weight, po.gross_weight, po.driver_name, po.truck_color,
              po.truck_number, po.late_fees_owed, po.check_in_time, po.released_at,
              count.expected_quantity, count.actual_quantity, count.discrepancy, count.confirmed_at, count.po_id is not null as counted
       from purchase_orders po
       -- the latest of its count confirmations: a recount replaces the figure shown, the history stays on the shipment page
       left join lateral (select c.po_id, c.expected_quantity, c.actual_quantity, c.discrepancy, c.confirmed_at from count_confirmations c
                          where c.po_id = po.id order by c.confirmed_at desc nulls last, c.created_at desc limit 1) count on true
       where po.shipment_id = any(?::uuid[]) order by po.po_number`,
      [loads.map((load) => load.id)],
    );
    return { loads: loads.map((load) => toCompletedLoad(load, pos.filter((po) => po.shipment_id === load.id))), total: loads[0]!.total };
  }
}

function toCompletedLoad(load: LoadRow, pos: PurchaseOrderRow[]): CompletedLoad {
  const purchaseOrders: CompletedLoadPurchaseOrder[] = pos.map((po) => ({
    poNumber: po.po_number,
    pieces: po.pieces,
    pallets: po.pallets,
    netWeight: po.net_weight,
    grossWeight: po.gross_weight,
    driverName: po.driver_name,
    truckColor: po.truck_color,
    truckNumber: po.truck_number,
    lateFeesOwed: po.late_fees_owed,
    checkInTime: toIso(po.check_in_time),
    releasedAt: toIso(po.released_at),
    count: po.counted
      ? { expectedQuantity: po.expected_quantity, actualQuantity: po.actual_quantity, discrepancy: po.discrepancy, confirmedAt: toIso(po.confirmed_at) }
      : null,
  }));
  const started = toDate(load.loading_started);
  const finished = toDate(load.loading_finished);
  const loadingMinutes = started && finished ? Math.round((finished.getTime() - started.getTime()) / 60000) : null;
  return {
    shipmentId: load.id,
    tmpNumber: load.tmp_number,
    containerDoor: load.container_door,
    dockLocation: load.dock_location,
    sealNumber: load.seal_number,
    completedAt: toIso(load.actual_completion),
    purchaseOrders,
    totals: {
      pieces: pos.reduce((sum, po) => sum + (po.pieces ?? 0), 0),
      pallets: pos.reduce((sum, po) => sum + (po.pallets ?? 0), 0),
      netWeight: sumMoney(pos.map((po) => po.net_weight)),
      grossWeight: sumMoney(pos.map((po) => po.gross_weight)),
      lateFees: sumMoney(pos.map((po) => po.late_fees_owed)),
    },
    loadingStartedAt: started?.toISOString() ?? null,
    loadingFinishedAt: finished?.toISOString() ?? null,
    loadingMinutes,
    efficiencyScore: loadingMinutes === null ? null : efficiencyScore(loadingMinutes),
  };
}
