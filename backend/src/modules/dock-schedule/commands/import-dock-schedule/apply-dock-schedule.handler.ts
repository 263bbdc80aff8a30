import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CommandTransaction } from '../../../../common/command-transaction.js';
import { DomainError } from '../../../../common/domain-error.js';
import { executeBulk, StatementQueue, type BulkStatement } from '../../../../database/bulk-statement.js';
import { eventLogInsert } from '../../../../common/events/event-log.js';
import {
  identifierKey,
  newShipment,
  PurchaseOrder,
  Shipment,
  ShipmentAggregate,
  type PurchaseOrderRecord,
  type ShipmentRecord,
} from '../../../shipments/shipments.public.js';
import type { ScheduleRow } from '../../domain/schedule-file.js';
import { APPLY_COSTS, ApplyProgress, writeCost, type PlannedWrites } from './apply-progress.js';
import { ApplyDockScheduleCommand, type ScheduleApplyResult } from './import-dock-schedule.command.js';

const LOOKUP_CHUNK = 5_000;

/** The POs an import touches, by number and by shipment, kept current as rows are applied. */
class PurchaseOrderIndex {
  private readonly byNumber = new Map<string, PurchaseOrderRecord>();
  private readonly byShipment = new Map<string, Set<PurchaseOrderRecord>>();

  constructor(pos: PurchaseOrderRecord[]) {
    pos.forEach((po) => this.add(po));
  }

  find(poNumber: string): PurchaseOrderRecord | undefined {
    return this.byNumber.get(identifierKey(poNumber));
  }

  ofShipment(shipmentId: string | undefined): PurchaseOrderRecord[] {
    return shipmentId ? [...(this.byShipment.get(shipmentId) ?? [])] : [];
  }

  add(po: PurchaseOrderRecord): void {
    this.byNumber.set(identifierKey(po.poNumber), po);
    if (!this.byShipment.has(po.shipmentId)) this.byShipment.set(po.shipmentId, new Set());
    this.byShipment.get(po.shipmentId)!.add(po);
  }

  remove(po: PurchaseOrderRecord): void {
    this.byNumber.delete(identifierKey(po.poNumber));
    this.byShipment.get(po.shipmentId)?.delete(po);
  }
}
/**
 * Rows checked per slice. PostgreSQL writes one slice while the next is checked, and the bar moves as
 * each is checked and written: each move is a push to the uploader, and queued a write to Redis too.
 */
const SLICE_ROWS = 500;
/** Rows checked between turns of the event loop, in which the statement queued next goes out. */
const TURN_ROWS = 100;

/** What applying a slice of the file changes, written with one statement per kind of change. */
class ScheduleChanges {
  readonly created: ShipmentRecord[] = [];
  readonly updated = new Set<ShipmentRecord>();
  readonly removedPurchaseOrderIds: string[] = [];
  readonly addedPurchaseOrders: PurchaseOrderRecord[] = [];

  /** What the slice writes, for the bar. */
  writes(events: number): PlannedWrites {
    return { shipments: this.created.length + this.updated.size, purchaseOrders: this.removedPurchaseOrderIds.length + this.addedPurchaseOrders.length, events };
  }

  /** The statements, their rows serialized now; each row travels in one JSON parameter per statement. */
  statements(): BulkStatement[] {
    const statements: BulkStatement[] = [];
    const shipmentRows = (records: Iterable<ShipmentRecord>) =>
      JSON.stringify(
        [...records].map((record) => ({
          id: record.id,
          tmp_number: record.tmpNumber,
          status: record.status,
          workflow_step: record.workflowStep,
          container_door: record.containerDoor ?? null,
          dock_location: record.dockLocation ?? null,
          estimated_completion: record.estimatedCompletion ?? null,
          updated_at: record.updatedAt,
        })),
      );
    const shipmentRecordset = `jsonb_to_recordset($1::jsonb) as row (id uuid, tmp_number text, status text, workflow_step text,
      container_door text, dock_location text, estimated_completion timestamptz, updated_at timestamptz)`;
    if (this.created.length > 0) {
      statements.push({
        sql: `insert into shipments (id, tmp_number, status, workflow_step, container_door, dock_location, estimated_completion, progress_percentage, created_at, updated_at)
         select row.id, row.tmp_number, row.status, row.workflow_step, row.container_door, row.dock_location, row.estimated_completion, 0, row.updated_at, row.updated_at
         from ${shipmentRecordset}`,
        parameters: [shipmentRows(this.created)],
      });
    }
    if (this.updated.size > 0) {
      statements.push({
        sql: `update shipments s set status = row.status, workflow_step = row.workflow_step, container_door = row.container_door,
                dock_location = row.dock_location, estimated_completion = row.estimated_completion, updated_at = row.updated_at
         from ${shipmentRecordset} where s.id = row.id`,
        parameters: [shipmentRows(this.updated)],
      });
    }
    // Removed before added: a number an earlier row let go may be taken by a later one.
    if (this.removedPurchaseOrderIds.length > 0) {
      statements.push({ sql: 'delete from purchase_orders where id = any($1::uuid[])', parameters: [this.removedPurchaseOrderIds] });
    }
    if (this.addedPurchaseOrders.length > 0) {
      const added = this.addedPurchaseOrders.map((po) => ({ id: po.id, po_number: po.poNumber, shipment_id: po.shipmentId, appointment_at: po.appointmentAt ?? null, created_at: po.createdAt }));
      statements.push({
        sql: `insert into purchase_orders (id, po_number, shipment_id, appointment_at, late_fees_owed, created_at, updated_at)
         select row.id, row.po_number, row.shipment_id, row.appointment_at, 0, row.created_at, row.created_at
         from jsonb_to_recordset($1::jsonb) as row (id uuid, po_number text, shipment_id uuid, appointment_at timestamptz, created_at timestamptz)`,
        parameters: [JSON.stringify(added)],
      });
    }
    return statements;
  }
}

async function findInChunks<T>(values: string[], find: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const found: T[] = [];
  for (let start = 0; start < values.length; start += LOOKUP_CHUNK) found.push(...(await find(values.slice(start, start + LOOKUP_CHUNK))));
  return found;
}

/**
 * Applies a parsed schedule (docs/product.md §12.2): a new TMP number becomes a pending shipment, a pending
 * one is updated, one past pending is reported and left alone, and a PO number that belongs to
 * another shipment refuses its row. The accepted rows, their POs and their events are stored in
 * ONE transaction; the events are published after the commit.
 */
@CommandHandler(ApplyDockScheduleCommand)
export class ApplyDockScheduleHandler implements ICommandHandler<ApplyDockScheduleCommand, ScheduleApplyResult> {
  constructor(private readonly transaction: CommandTransaction) {}

  // No conflict message: a unique key refusing the file means a check-in raced it, and the job's
  // retry then applies the file to what the check-in left.
  async execute({ rows, actorId, onProgress }: ApplyDockScheduleCommand): Promise<ScheduleApplyResult> {
    // The most the unchecked rows could write: every row a shipment and an event, every PO number a PO.
    let unchecked = { rows: rows.length, poNumbers: rows.reduce((count, row) => count + row.poNumbers.length, 0) };
    const mostWritten = () => writeCost({ shipments: unchecked.rows, purchaseOrders: unchecked.poNumbers, events: unchecked.rows });
    const progress = new ApplyProgress(rows.length * (APPLY_COSTS.read + APPLY_COSTS.check) + mostWritten(), onProgress);
    return this.transaction.run(async ({ em, now, record, claimRecorded }) => {
      // Records are read into a context that is never flushed: the changes are written in bulk below.
      const records = em.fork();
      const shipments = await this.lockShipments(em, records, rows);
      const purchaseOrders = await this.purchaseOrders(em, records, rows, [...shipments.values()]);
      progress.advance(rows.length * APPLY_COSTS.read, 'checking');
      const writes = new StatementQueue(em);
      let unwritten = 0;
      const errors: string[] = [];
      let applied = 0;
      /** Queues the slice's statements, its events last, and moves the bar as it is checked and once it is written. */
      const writeSlice = (changes: ScheduleChanges, slice: ScheduleRow[]) => {
        const events = claimRecorded();
        const written = writeCost(changes.writes(events.length));
        unchecked = { rows: unchecked.rows - slice.length, poNumbers: unchecked.poNumbers - slice.reduce((count, row) => count + row.poNumbers.length, 0) };
        unwritten += written;
        progress.advance(slice.length * APPLY_COSTS.check, 'checking', unchecked.rows * APPLY_COSTS.check + mostWritten() + unwritten);
        const statements = [...changes.statements(), ...(events.length > 0 ? [eventLogInsert(events)] : [])];
        statements.forEach((statement, index) =>
          writes.add(statement, index < statements.length - 1 ? undefined : () => {
            unwritten -= written;
            progress.advance(written, unchecked.rows === 0 ? 'saving' : 'checking');
          }),
        );
      };
      try {
        let changes = new ScheduleChanges();
        let sliceStart = 0;
        for (const [index, row] of rows.entries()) {
          try {
            record(...(this.applyRow(row, shipments, purchaseOrders, changes, actorId, now)?.getUncommittedEvents() ?? []));
            applied++;
          } catch (error) {
            if (!(error instanceof DomainError)) throw error;
            errors.push(`Row ${row.rowNumber}: ${error.message}`);
          }
          const checked = index + 1;
          if (checked % SLICE_ROWS === 0 || checked === rows.length) {
            writeSlice(changes, rows.slice(sliceStart, checked));
            changes = new ScheduleChanges();
            sliceStart = checked;
          }
          // A turn of the event loop now and then, so each statement goes out as soon as the one before it is written.
          if (checked % TURN_ROWS === 0) await new Promise((resolve) => setImmediate(resolve));
          if (writes.failed) break;
        }
      } catch (error) {
        // Nothing of the transaction's may run after its rollback.
        await writes.abandon();
        throw error;
      }
      await writes.settled();
      return { applied, errors };
    });
  }

  private async lockShipments(em: EntityManager, records: EntityManager, rows: ScheduleRow[]): Promise<Map<string, ShipmentRecord>> {
    const found = await findInChunks(rows.map((row) => identifierKey(row.tmpNumber)), (chunk) =>
      executeBulk<Record<string, unknown>>(em, 'select * from shipments where lower(tmp_number) = any($1::text[]) for update', [chunk]),
    );
    return new Map(found.map((row) => records.map(Shipment, row)).map((shipment) => [identifierKey(shipment.tmpNumber), shipment]));
  }

  /** The file's PO numbers and every PO of the shipments it names. */
  private async purchaseOrders(em: EntityManager, records: EntityManager, rows: ScheduleRow[], shipments: ShipmentRecord[]): Promise<PurchaseOrderIndex> {
    const select = (column: string, type: string) => (chunk: string[]) =>
      executeBulk<Record<string, unknown>>(em, `select * from purchase_orders where ${column} = any($1::${type}[])`, [chunk]);
    const byNumber = await findInChunks([...new Set(rows.flatMap((row) => row.poNumbers.map(identifierKey)))], select('lower(po_number)', 'text'));
    const ofShipments = await findInChunks(shipments.map((shipment) => shipment.id), select('shipment_id', 'uuid'));
    const unique = new Map([...byNumber, ...ofShipments].map((row) => [row.id, row]));
    return new PurchaseOrderIndex([...unique.values()].map((row) => records.map(PurchaseOrder, row)));
  }

  /** Returns the aggregate when the row changed something; throws DomainError to refuse the row. */
  private applyRow(
    row: ScheduleRow,
    shipments: Map<string, ShipmentRecord>,
    purchaseOrders: PurchaseOrderIndex,
    changes: ScheduleChanges,
    actorId: string,
    now: Date,
  ): ShipmentAggregate | null {
    const existing = shipments.get(identifierKey(row.tmpNumber));
    const record = existing ?? newShipment(row.tmpNumber, now);
    const known = new Set([...purchaseOrders.ofShipment(existing?.id), ...row.poNumbers.flatMap((number) => purchaseOrders.find(number) ?? [])]);
    const aggregate = new ShipmentAggregate(record);
    const plan = { containerDoor: row.containerDoor, dockLocation: row.dockLocation, estimatedCompletion: row.estimatedCompletion, poNumbers: row.poNumbers, appointmentAt: row.appointmentAt };
    const poChanges = aggregate.schedule(plan, !existing, [...known], actorId, now);
    if (!poChanges) return null;
    if (existing) {
      changes.updated.add(record);
    } else {
      changes.created.push(record);
      shipments.set(identifierKey(row.tmpNumber), record);
    }
    for (const po of poChanges.removed) {
      changes.removedPurchaseOrderIds.push(po.id);
      purchaseOrders.remove(po);
    }
    for (const po of poChanges.added) {
      changes.addedPurchaseOrders.push(po);
      purchaseOrders.add(po);
    }
    return aggregate;
  }
}
