import { CommandHandler, EventPublisher, type ICommandHandler } from '@nestjs/cqrs';
import { LockMode, MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../../common/domain-error.js';
import { appendToEventLog } from '../../../events/event-log.js';
import { PurchaseOrder, type PurchaseOrderRecord } from '../../../shipments/domain/purchase-order.entity.js';
import { ShipmentAggregate } from '../../../shipments/domain/shipment.aggregate.js';
import { Shipment, type ShipmentRecord } from '../../../shipments/domain/shipment.entity.js';
import type { ScheduleRow } from '../../domain/schedule-file.js';
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
    return this.byNumber.get(poNumber);
  }

  ofShipment(shipmentId: string | undefined): PurchaseOrderRecord[] {
    return shipmentId ? [...(this.byShipment.get(shipmentId) ?? [])] : [];
  }

  add(po: PurchaseOrderRecord): void {
    this.byNumber.set(po.poNumber, po);
    if (!this.byShipment.has(po.shipmentId)) this.byShipment.set(po.shipmentId, new Set());
    this.byShipment.get(po.shipmentId)!.add(po);
  }

  remove(po: PurchaseOrderRecord): void {
    this.byNumber.delete(po.poNumber);
    this.byShipment.get(po.shipmentId)?.delete(po);
  }
}
const PROGRESS_EVERY = 500;

async function findInChunks<T>(values: string[], find: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const found: T[] = [];
  for (let start = 0; start < values.length; start += LOOKUP_CHUNK) found.push(...(await find(values.slice(start, start + LOOKUP_CHUNK))));
  return found;
}

/**
 * Applies a parsed schedule (DECISIONS 11): a new TMP number becomes a pending shipment, a pending
 * one is updated, one past pending is reported and left alone, and a PO number that belongs to
 * another shipment refuses its row. The accepted rows, their POs and their events are stored in
 * ONE transaction; the events are published after the commit.
 */
@CommandHandler(ApplyDockScheduleCommand)
export class ApplyDockScheduleHandler implements ICommandHandler<ApplyDockScheduleCommand, ScheduleApplyResult> {
  constructor(
    private readonly orm: MikroORM,
    private readonly publisher: EventPublisher,
  ) {}

  async execute({ rows, actorId, onProgress }: ApplyDockScheduleCommand): Promise<ScheduleApplyResult> {
    const changed: ShipmentAggregate[] = [];
    const result = await this.orm.em.fork().transactional(async (em) => {
      const shipments = await this.lockShipments(em, rows);
      const purchaseOrders = await this.purchaseOrders(em, rows, [...shipments.values()]);
      const errors: string[] = [];
      let applied = 0;
      const now = new Date();
      for (const [index, row] of rows.entries()) {
        try {
          const aggregate = this.applyRow(em, row, shipments, purchaseOrders, actorId, now);
          if (aggregate) changed.push(aggregate);
          applied++;
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          errors.push(`Row ${row.rowNumber}: ${error.message}`);
        }
        if ((index + 1) % PROGRESS_EVERY === 0) onProgress(index + 1);
      }
      appendToEventLog(em, changed.flatMap((aggregate) => aggregate.getUncommittedEvents()));
      return { applied, errors };
    });
    onProgress(rows.length);
    for (const aggregate of changed) aggregate.commit();
    return result;
  }

  private async lockShipments(em: EntityManager, rows: ScheduleRow[]): Promise<Map<string, ShipmentRecord>> {
    const found = await findInChunks(
      rows.map((row) => row.tmpNumber),
      (chunk) => em.find(Shipment, { tmpNumber: { $in: chunk } }, { lockMode: LockMode.PESSIMISTIC_WRITE }),
    );
    return new Map(found.map((shipment) => [shipment.tmpNumber, shipment]));
  }

  /** The file's PO numbers and every PO of the shipments it names. */
  private async purchaseOrders(em: EntityManager, rows: ScheduleRow[], shipments: ShipmentRecord[]): Promise<PurchaseOrderIndex> {
    const byNumber = await findInChunks([...new Set(rows.flatMap((row) => row.poNumbers))], (chunk) => em.find(PurchaseOrder, { poNumber: { $in: chunk } }));
    const ofShipments = await findInChunks(
      shipments.map((shipment) => shipment.id),
      (chunk) => em.find(PurchaseOrder, { shipmentId: { $in: chunk } }),
    );
    return new PurchaseOrderIndex([...byNumber, ...ofShipments]);
  }

  /** Returns the aggregate when the row changed something; throws DomainError to refuse the row. */
  private applyRow(
    em: EntityManager,
    row: ScheduleRow,
    shipments: Map<string, ShipmentRecord>,
    purchaseOrders: PurchaseOrderIndex,
    actorId: string,
    now: Date,
  ): ShipmentAggregate | null {
    const existing = shipments.get(row.tmpNumber);
    const taken = row.poNumbers.filter((number) => {
      const po = purchaseOrders.find(number);
      return po && po.shipmentId !== existing?.id;
    });
    if (taken.length > 0) throw new DomainError('conflict', `PO ${taken.join(', ')} already belongs to another shipment`);
    const record = existing ?? em.create(Shipment, { tmpNumber: row.tmpNumber, status: 'pending', workflowStep: 'pending', progressPercentage: 0 }, { persist: false });
    const current = purchaseOrders.ofShipment(existing?.id);
    const aggregate = this.publisher.mergeObjectContext(new ShipmentAggregate(record));
    const didChange = aggregate.schedule(
      { containerDoor: row.containerDoor, dockLocation: row.dockLocation, estimatedCompletion: row.estimatedCompletion, poNumbers: row.poNumbers, currentPoNumbers: current.map((po) => po.poNumber) },
      !existing,
      actorId,
      now,
    );
    if (!didChange) return null;
    if (!existing) {
      em.persist(record);
      shipments.set(row.tmpNumber, record);
    }
    for (const po of current.filter((po) => !row.poNumbers.includes(po.poNumber))) {
      em.remove(po);
      purchaseOrders.remove(po);
    }
    for (const poNumber of row.poNumbers.filter((number) => !purchaseOrders.find(number))) {
      purchaseOrders.add(em.create(PurchaseOrder, { poNumber, shipmentId: record.id, lateFeesOwed: '0.00' }));
    }
    return aggregate;
  }
}
