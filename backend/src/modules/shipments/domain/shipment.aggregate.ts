import { AggregateRoot } from '@nestjs/cqrs';
import {
  CONTAINER_CHECKIN_PROGRESS,
  LOADING_ROWS_PER_CONTAINER,
  PROGRESS_PER_ROW,
  VALIDATION,
  WORKFLOW_STEPS,
  shipmentStatusLabel,
  type WorkflowStep,
} from '@dockflow/contracts';
import { DomainError } from '../../../common/domain-error.js';
import { lateFee } from './late-fee.js';
import { isOverdue } from './overdue.js';
import type { PurchaseOrderRecord } from './purchase-order.entity.js';
import type { ShipmentRecord } from './shipment.entity.js';
import { toShipmentView } from './shipment-view.js';
import {
  BillOfLadingRecorded,
  ContainerCheckedIn,
  CountConfirmed,
  CrewAssigned,
  DriverReleased,
  InstructionsSent,
  LoadingRowRecorded,
  PurchaseOrderAdded,
  ShipmentDetailsEdited,
  ShipmentScheduled,
  TruckCheckedIn,
  type ShipmentEvent,
} from './shipment.events.js';
import type { CountConfirmationRow, OtrAssignmentRow } from './workflow-records.entity.js';

export interface ContainerDetails {
  containerDoor: string;
  dockLocation: string;
  floorLeadId: string | null;
  sealNumber: string | null;
  tempRecorderId: string | null;
  estimatedCompletion: Date | null;
  notes: string | null;
}

export interface TruckDetails {
  driverName: string;
  driverPhone: string;
  driverEmail: string | null;
  truckColor: string;
  truckNumber: string;
  otrDoor: string;
}

export interface BillOfLading {
  pieces: number;
  pallets: number;
  netWeight: string;
  grossWeight: string;
}

export interface SchedulePlan {
  containerDoor: string | null;
  dockLocation: string | null;
  estimatedCompletion: Date | null;
  poNumbers: string[];
  /** The PO numbers the shipment holds now. */
  currentPoNumbers: string[];
}

/** Progress the truck check-in and BOL steps guarantee (docs/product.md §3.2: "at least"). */
const TRUCK_CHECKIN_PROGRESS = 20;
const BOL_ENTRY_PROGRESS = 30;
const MIN_WEIGHT = 0.1;

/**
 * The shipment with its purchase orders, crew and loading rows: it enforces the workflow of
 * docs/product.md §3 on itself and records an event for every change. The caller persists the records
 * it is given and the events, in one transaction.
 */
export class ShipmentAggregate extends AggregateRoot<ShipmentEvent> {
  constructor(readonly record: ShipmentRecord) {
    super();
  }

  /** Container check-in creates the shipment or advances a pending (imported) one. */
  checkInContainer(details: ContainerDetails, poNumbers: string[], actorId: string, now: Date): void {
    this.expectStep(['pending'], 'container check-in');
    Object.assign(this.record, details);
    this.advanceTo('container_checkin', CONTAINER_CHECKIN_PROGRESS, now);
    const { tmpNumber, containerDoor, dockLocation, floorLeadId, sealNumber, tempRecorderId, estimatedCompletion, notes } = this.view(now);
    this.apply(
      new ContainerCheckedIn(this.view(now), actorId, now, {
        tmpNumber,
        containerDoor,
        dockLocation,
        floorLeadId,
        sealNumber,
        tempRecorderId,
        estimatedCompletion,
        notes,
        poNumbers,
      }),
    );
  }

  /**
   * The dock schedule import: a new shipment waits as pending, or a pending one takes the file's
   * door, dock, ETA and POs. Nothing changes, and nothing is recorded, when the file says what the
   * shipment already holds (so an import that runs twice applies once).
   */
  schedule(plan: SchedulePlan, created: boolean, actorId: string, now: Date): boolean {
    this.expectStep(['pending'], 'a schedule import');
    const same =
      !created &&
      this.record.containerDoor === plan.containerDoor &&
      this.record.dockLocation === plan.dockLocation &&
      (this.record.estimatedCompletion?.getTime() ?? null) === (plan.estimatedCompletion?.getTime() ?? null) &&
      [...plan.currentPoNumbers].sort().join() === [...plan.poNumbers].sort().join();
    if (same) return false;
    Object.assign(this.record, { containerDoor: plan.containerDoor, dockLocation: plan.dockLocation, estimatedCompletion: plan.estimatedCompletion });
    this.moveTo('pending', now);
    const { tmpNumber, containerDoor, dockLocation, estimatedCompletion } = this.view(now);
    this.apply(new ShipmentScheduled(this.view(now), actorId, now, { tmpNumber, containerDoor, dockLocation, estimatedCompletion, poNumbers: plan.poNumbers, created }));
    return true;
  }

  addPurchaseOrder(po: PurchaseOrderRecord, actorId: string, now: Date): void {
    if (this.record.workflowStep === 'completed') {
      throw new DomainError('conflict', `Shipment ${this.record.tmpNumber} is completed; no PO can be added to it.`, 'WORKFLOW_CONFLICT');
    }
    this.touch(now);
    this.apply(
      new PurchaseOrderAdded(this.view(now), actorId, now, {
        purchaseOrderId: po.id,
        poNumber: po.poNumber,
        appointmentAt: po.appointmentAt?.toISOString() ?? null,
      }),
    );
  }

  /** Truck check-in against one of the shipment's POs; the server stamps the time and computes the late fee. */
  checkInTruck(po: PurchaseOrderRecord, truck: TruckDetails, lateFeePerHour: number, actorId: string, now: Date): void {
    this.expectStep(['container_checkin', 'truck_checkin', 'bol_entry'], 'truck check-in');
    if (po.checkInTime) throw new DomainError('conflict', `The truck for PO ${po.poNumber} is already checked in.`);
    Object.assign(po, truck);
    po.checkInTime = now;
    po.lateFeesOwed = lateFee(po.appointmentAt ?? this.record.estimatedCompletion, now, lateFeePerHour);
    po.updatedAt = now;
    this.advanceTo('truck_checkin', TRUCK_CHECKIN_PROGRESS, now);
    this.apply(
      new TruckCheckedIn(this.view(now), actorId, now, {
        purchaseOrderId: po.id,
        poNumber: po.poNumber,
        driverName: truck.driverName,
        driverPhone: truck.driverPhone,
        truckColor: truck.truckColor,
        truckNumber: truck.truckNumber,
        otrDoor: truck.otrDoor,
        checkInTime: now.toISOString(),
        lateFeesOwed: po.lateFeesOwed,
      }),
    );
  }

  recordBillOfLading(po: PurchaseOrderRecord, bol: BillOfLading, actorId: string, now: Date): void {
    this.expectStep(['truck_checkin', 'bol_entry'], 'BOL entry');
    if (!po.checkInTime) throw new DomainError('conflict', `PO ${po.poNumber} has no truck checked in yet.`);
    const net = Number(bol.netWeight);
    const gross = Number(bol.grossWeight);
    if (net < MIN_WEIGHT) throw new DomainError('invalid', VALIDATION.netWeightMin, undefined, 'netWeight');
    if (gross < MIN_WEIGHT) throw new DomainError('invalid', VALIDATION.grossWeightMin, undefined, 'grossWeight');
    if (gross <= net) throw new DomainError('invalid', VALIDATION.grossAboveNet, undefined, 'grossWeight');
    po.pieces = bol.pieces;
    po.pallets = bol.pallets;
    po.netWeight = net.toFixed(2);
    po.grossWeight = gross.toFixed(2);
    po.updatedAt = now;
    this.advanceTo('bol_entry', BOL_ENTRY_PROGRESS, now);
    this.apply(
      new BillOfLadingRecorded(this.view(now), actorId, now, {
        purchaseOrderId: po.id,
        poNumber: po.poNumber,
        pieces: bol.pieces,
        pallets: bol.pallets,
        netWeight: po.netWeight,
        grossWeight: po.grossWeight,
      }),
    );
  }

  /** OTR & forklift setup: crew and door assigned, the container can be loaded. */
  assignCrew(assignment: OtrAssignmentRow, actorId: string, now: Date): void {
    this.expectStep(['bol_entry'], 'OTR assignment');
    this.advanceTo('loading', 0, now);
    this.apply(
      new CrewAssigned(this.view(now), actorId, now, {
        assignmentId: assignment.id,
        otrDriverId: assignment.otrDriverId!,
        forkliftOperatorId: assignment.forkliftOperatorId!,
        otrDoorAssignment: assignment.otrDoorAssignment!,
      }),
    );
  }

  sendInstructions(assignment: OtrAssignmentRow, actorId: string, now: Date): void {
    assignment.instructionsSent = true;
    assignment.sentAt = now;
    this.touch(now);
    this.apply(new InstructionsSent(this.view(now), actorId, now, { assignmentId: assignment.id, sentAt: now.toISOString() }));
  }

  /** Count confirmation: the expected count is the PO's pieces; the discrepancy is computed here. */
  confirmCount(po: PurchaseOrderRecord, confirmation: CountConfirmationRow, actualQuantity: number, actorId: string, now: Date): void {
    this.expectStep(['loading', 'completed'], 'count confirmation');
    if (po.shipmentId !== this.record.id) throw new DomainError('invalid', `PO ${po.poNumber} does not belong to this shipment.`, undefined, 'poId');
    if (!po.pieces) throw new DomainError('conflict', `PO ${po.poNumber} has no bill of lading yet, so there is no expected count.`);
    const discrepancy = actualQuantity - po.pieces;
    Object.assign(confirmation, {
      expectedQuantity: po.pieces,
      actualQuantity,
      discrepancy,
      discrepancyFlag: discrepancy !== 0,
      confirmedBy: actorId,
      confirmedAt: now,
    });
    this.touch(now);
    this.apply(
      new CountConfirmed(this.view(now), actorId, now, {
        confirmationId: confirmation.id,
        purchaseOrderId: po.id,
        poNumber: po.poNumber,
        expectedQuantity: po.pieces,
        actualQuantity,
        discrepancy,
      }),
    );
  }

  /**
   * One loading row. Progress is derived from the rows recorded (rows x 5); the 20th row
   * completes the shipment. `rowsBefore` is counted under the shipment's row lock.
   */
  recordLoadingRow(rowNumber: number, rowsBefore: number, actorId: string, now: Date): void {
    this.expectStep(['loading'], 'container loading');
    const rowsRecorded = rowsBefore + 1;
    const progress = Math.min(100, rowsRecorded * PROGRESS_PER_ROW);
    this.record.progressPercentage = progress;
    if (rowsRecorded >= LOADING_ROWS_PER_CONTAINER) {
      this.record.actualCompletion = now;
      this.moveTo('completed', now);
    } else {
      this.touch(now);
    }
    this.apply(new LoadingRowRecorded(this.view(now), actorId, now, { rowNumber, rowsRecorded, progressPercentage: progress }));
  }

  releaseDriver(po: PurchaseOrderRecord, actorId: string, now: Date): void {
    this.expectStep(['completed'], 'driver release');
    if (po.releasedAt) throw new DomainError('conflict', `The driver for PO ${po.poNumber} was already released.`);
    po.releasedAt = now;
    po.updatedAt = now;
    this.touch(now);
    this.apply(new DriverReleased(this.view(now), actorId, now, { purchaseOrderId: po.id, poNumber: po.poNumber, releasedAt: now.toISOString() }));
  }

  /** The edit form: door, dock, seal, temperature recorder, ETA and notes; the delayed overlay follows the ETA. */
  editDetails(changes: Partial<ContainerDetails>, actorId: string, now: Date): void {
    const changed: Record<string, { from: unknown; to: unknown }> = {};
    for (const [key, value] of Object.entries(changes) as [keyof ContainerDetails, unknown][]) {
      if (value === undefined) continue;
      const before = this.record[key];
      const same = before instanceof Date && value instanceof Date ? before.getTime() === value.getTime() : before === value;
      if (same) continue;
      changed[key] = { from: before instanceof Date ? before.toISOString() : (before ?? null), to: value instanceof Date ? value.toISOString() : value };
      Object.assign(this.record, { [key]: value });
    }
    if (Object.keys(changed).length === 0) return;
    this.moveTo(this.record.workflowStep, now);
    this.apply(new ShipmentDetailsEdited(this.view(now), actorId, now, { changes: changed }));
  }

  private view(now: Date) {
    return toShipmentView(this.record, now);
  }

  private expectStep(allowed: WorkflowStep[], action: string): void {
    const current = this.record.workflowStep;
    if (!allowed.includes(current)) {
      const expected = allowed.map(shipmentStatusLabel).join(' or ');
      throw new DomainError(
        'conflict',
        `Shipment ${this.record.tmpNumber} is at ${shipmentStatusLabel(current)}; ${action} expects ${expected}.`,
        'WORKFLOW_CONFLICT',
      );
    }
  }

  /** Moves forward to `step` unless the shipment is already past it; progress never goes down here. */
  private advanceTo(step: WorkflowStep, minimumProgress: number, now: Date): void {
    const reached = WORKFLOW_STEPS.indexOf(this.record.workflowStep);
    this.record.progressPercentage = Math.max(this.record.progressPercentage, minimumProgress);
    this.moveTo(WORKFLOW_STEPS.indexOf(step) > reached ? step : this.record.workflowStep, now);
  }

  /** Sets the step; the shown status is `delayed` while the ETA has passed and it is not completed. */
  private moveTo(step: WorkflowStep, now: Date): void {
    this.record.workflowStep = step;
    this.record.status = isOverdue(this.record, now) ? 'delayed' : step;
    this.touch(now);
  }

  private touch(now: Date): void {
    this.record.updatedAt = now;
  }
}
