import { randomUUID } from 'node:crypto';
import { AggregateRoot } from '@nestjs/cqrs';
import {
  BOL_ENTRY_PROGRESS,
  CONTAINER_CHECKIN_PROGRESS,
  LOADING_ROWS_PER_CONTAINER,
  VALIDATION,
  WORKFLOW_STEPS,
  loadingProgress,
  shipmentStatusLabel,
  type EditableShipmentField,
  type EventChanges,
  type EventDetails,
  type FieldChange,
  type LateFeeBasis,
  type ShipmentEventType,
  type WorkflowStep,
} from '@dockflow/contracts';
import { DomainError } from '../../../common/domain-error.js';
import { listWithOr } from '../../../common/text.js';
import { shownStatus } from './delayed-status.js';
import { distinctIdentifiers, identifierKey } from './identifier-key.js';
import { lateFeeBasis } from './late-fee.js';
import { purchaseOrdersToAttach } from './purchase-order-attachment.js';
import { toPurchaseOrderView } from './purchase-order-view.js';
import type { PurchaseOrderRecord } from './purchase-order.entity.js';
import type { ShipmentRecord } from './shipment.entity.js';
import { ShipmentEvent } from './shipment.events.js';
import { toShipmentView } from './shipment-view.js';
import type { ContainerLoadingRecordRow, CountConfirmationRow, OtrAssignmentRow } from './workflow-records.entity.js';
import { toCountConfirmationView, toLoadingRowView, toOtrAssignmentView } from './workflow-views.js';
import { crewFunctionsOf, openedAtFor } from './crew-instructions.js';

/** What container check-in sends; a null field keeps what the shipment holds (the schedule's value). */
export interface ContainerDetails {
  containerDoor: string;
  dockLocation: string;
  floorLeadId: string | null;
  sealNumber: string | null;
  tempRecorderId: string | null;
  estimatedCompletion: Date | null;
  notes: string | null;
}

/** What the edit form may change (the floor lead is set at check-in only). */
export type ShipmentEdits = Partial<Pick<ContainerDetails, EditableShipmentField>>;

const EDITABLE_FIELDS = ['containerDoor', 'dockLocation', 'sealNumber', 'tempRecorderId', 'estimatedCompletion', 'notes'] as const satisfies readonly EditableShipmentField[];

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

export interface CrewAssignment {
  otrDriverId: string;
  forkliftOperatorId: string;
  otrDoorAssignment: string;
  instructions: string;
}

export interface SchedulePlan {
  containerDoor: string | null;
  dockLocation: string | null;
  estimatedCompletion: Date | null;
  poNumbers: string[];
  /** The appointment of the POs the plan adds; the ones the shipment holds keep theirs. */
  appointmentAt?: Date | null;
}

/** What a schedule import changed in the shipment's POs. */
export interface PurchaseOrderChanges {
  added: PurchaseOrderRecord[];
  removed: PurchaseOrderRecord[];
}

/** Progress the truck check-in and BOL steps guarantee (docs/product.md §3.2: "at least"). */
const TRUCK_CHECKIN_PROGRESS = 20;
const MIN_WEIGHT = 0.1;

/**
 * The shipment with its purchase orders, crew and loading rows: it enforces the workflow of
 * docs/product.md §3.2 on itself, given the records it needs (loaded under the shipment's lock), and records
 * an event for every change. It changes the records it is given and returns the ones it creates; the
 * caller stores both and the events in one transaction.
 */
export class ShipmentAggregate extends AggregateRoot<ShipmentEvent> {
  constructor(readonly record: ShipmentRecord) {
    super();
  }

  /**
   * Container check-in creates the shipment or advances a pending (imported) one, attaching PO
   * numbers. `knownPurchaseOrders`: the stored POs of those numbers and of this shipment.
   * Returns the POs to create.
   */
  checkInContainer(details: ContainerDetails, poNumbers: string[], knownPurchaseOrders: readonly PurchaseOrderRecord[], actorId: string, now: Date): PurchaseOrderRecord[] {
    this.expectStep(['pending'], 'container check-in');
    const added = purchaseOrdersToAttach(this.record, poNumbers, knownPurchaseOrders, null, now);
    const changes = this.assignKeepingBlanks(details);
    this.advanceTo('container_checkin', CONTAINER_CHECKIN_PROGRESS, now);
    const { tmpNumber, containerDoor, dockLocation, floorLeadId, sealNumber, tempRecorderId, estimatedCompletion, notes } = this.view(now);
    this.recordEvent(
      'ContainerCheckedIn',
      actorId,
      now,
      { tmpNumber, containerDoor, dockLocation, floorLeadId, sealNumber, tempRecorderId, estimatedCompletion, notes, poNumbers: distinctIdentifiers(poNumbers), changes },
      { purchaseOrders: this.purchaseOrdersAfter(knownPurchaseOrders, { added, removed: [] }) },
    );
    return added;
  }

  /**
   * The dock schedule import: a new shipment waits as pending, or a pending one takes the file's
   * door, dock, ETA and POs (a PO left out is removed: a pending shipment has no truck data yet).
   * Nothing changes, and nothing is recorded, when the file says what the shipment already holds
   * (so an import that runs twice applies once): then it returns null.
   */
  schedule(plan: SchedulePlan, created: boolean, knownPurchaseOrders: readonly PurchaseOrderRecord[], actorId: string, now: Date): PurchaseOrderChanges | null {
    this.expectStep(['pending'], 'a schedule import');
    const current = this.ownPurchaseOrders(knownPurchaseOrders);
    const same =
      !created &&
      this.record.containerDoor === plan.containerDoor &&
      this.record.dockLocation === plan.dockLocation &&
      (this.record.estimatedCompletion?.getTime() ?? null) === (plan.estimatedCompletion?.getTime() ?? null) &&
      sameNumbers(current.map((po) => po.poNumber), plan.poNumbers);
    if (same) return null;
    const changes = {
      added: purchaseOrdersToAttach(this.record, plan.poNumbers, knownPurchaseOrders, plan.appointmentAt ?? null, now),
      removed: current.filter((po) => !plan.poNumbers.some((number) => identifierKey(number) === identifierKey(po.poNumber))),
    };
    Object.assign(this.record, { containerDoor: plan.containerDoor, dockLocation: plan.dockLocation, estimatedCompletion: plan.estimatedCompletion });
    this.moveTo('pending', now);
    const { tmpNumber, containerDoor, dockLocation, estimatedCompletion } = this.view(now);
    this.recordEvent(
      'ShipmentScheduled',
      actorId,
      now,
      { tmpNumber, containerDoor, dockLocation, estimatedCompletion, poNumbers: distinctIdentifiers(plan.poNumbers), created },
      { purchaseOrders: this.purchaseOrdersAfter(knownPurchaseOrders, changes) },
    );
    return changes;
  }

  /** A PO added by hand; `knownPurchaseOrders` as for check-in. Returns the PO to create. */
  addPurchaseOrder(poNumber: string, appointmentAt: Date | null, knownPurchaseOrders: readonly PurchaseOrderRecord[], actorId: string, now: Date): PurchaseOrderRecord {
    if (this.ownPurchaseOrders(knownPurchaseOrders).some((po) => identifierKey(po.poNumber) === identifierKey(poNumber))) {
      throw new DomainError('conflict', `PO ${poNumber} is already on shipment ${this.record.tmpNumber}.`);
    }
    const [po] = purchaseOrdersToAttach(this.record, [poNumber], knownPurchaseOrders, appointmentAt, now);
    this.touch(now);
    this.recordEvent(
      'PurchaseOrderAdded',
      actorId,
      now,
      { purchaseOrderId: po!.id, poNumber, appointmentAt: appointmentAt?.toISOString() ?? null },
      { purchaseOrder: toPurchaseOrderView(po!) },
    );
    return po!;
  }

  /**
   * A PO removed by hand (docs/product.md §4.1): only while its truck is not checked in, since the
   * truck, its BOL and its counts hang on it.
   */
  removePurchaseOrder(po: PurchaseOrderRecord, actorId: string, now: Date): void {
    this.expectOwn(po);
    if (po.checkInTime) throw new DomainError('conflict', `The truck for PO ${po.poNumber} is checked in; the PO cannot be removed.`);
    this.touch(now);
    this.recordEvent('PurchaseOrderRemoved', actorId, now, { purchaseOrderId: po.id, poNumber: po.poNumber }, { purchaseOrder: toPurchaseOrderView(po) });
  }

  /** A PO's appointment (docs/product.md §5), until its truck checks in and the fee is charged; null falls back to the ETA. */
  setAppointment(po: PurchaseOrderRecord, appointmentAt: Date | null, actorId: string, now: Date): void {
    this.expectOwn(po);
    if (po.checkInTime) throw new DomainError('conflict', `The truck for PO ${po.poNumber} is already checked in; its late fee is charged.`);
    const change = { from: fieldText(po.appointmentAt), to: fieldText(appointmentAt) };
    if (change.from === change.to) return;
    po.appointmentAt = appointmentAt;
    po.updatedAt = now;
    this.touch(now);
    this.recordEvent('PurchaseOrderAppointmentSet', actorId, now, { purchaseOrderId: po.id, poNumber: po.poNumber, change }, { purchaseOrder: toPurchaseOrderView(po) });
  }

  /**
   * Truck check-in against one of the shipment's POs; the server stamps the time and computes the
   * late fee. Returns how the fee was computed.
   */
  checkInTruck(po: PurchaseOrderRecord, truck: TruckDetails, lateFeePerHour: number, actorId: string, now: Date): LateFeeBasis {
    this.expectStep(['container_checkin', 'truck_checkin', 'bol_entry'], 'truck check-in');
    this.expectOwn(po);
    if (po.checkInTime) throw new DomainError('conflict', `The truck for PO ${po.poNumber} is already checked in.`);
    Object.assign(po, truck);
    po.checkInTime = now;
    const basis = lateFeeBasis(po.appointmentAt, this.record.estimatedCompletion, now, lateFeePerHour);
    po.lateFeesOwed = basis.fee;
    po.updatedAt = now;
    this.advanceTo('truck_checkin', TRUCK_CHECKIN_PROGRESS, now);
    this.recordEvent(
      'TruckCheckedIn',
      actorId,
      now,
      {
        purchaseOrderId: po.id,
        poNumber: po.poNumber,
        driverName: truck.driverName,
        driverPhone: truck.driverPhone,
        truckColor: truck.truckColor,
        truckNumber: truck.truckNumber,
        otrDoor: truck.otrDoor,
        checkInTime: now.toISOString(),
        lateFeesOwed: po.lateFeesOwed,
        lateFeeReason: basis.reason,
        appointmentUsed: basis.referenceAt,
      },
      { purchaseOrder: toPurchaseOrderView(po) },
    );
    return basis;
  }

  recordBillOfLading(po: PurchaseOrderRecord, bol: BillOfLading, actorId: string, now: Date): void {
    this.expectStep(['truck_checkin', 'bol_entry'], 'BOL entry');
    this.expectOwn(po);
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
    this.recordEvent(
      'BillOfLadingRecorded',
      actorId,
      now,
      { purchaseOrderId: po.id, poNumber: po.poNumber, pieces: bol.pieces, pallets: bol.pallets, netWeight: po.netWeight, grossWeight: po.grossWeight },
      { purchaseOrder: toPurchaseOrderView(po) },
    );
  }

  /** OTR & forklift setup: crew and door assigned, the container can be loaded. Returns the assignment to create. */
  assignCrew(crew: CrewAssignment, actorId: string, now: Date): OtrAssignmentRow {
    this.expectStep(['bol_entry'], 'OTR assignment');
    const assignment: OtrAssignmentRow = { id: randomUUID(), shipmentId: this.record.id, ...crew, instructionsSent: false, sentAt: null, driverOpenedAt: null, forkliftOperatorOpenedAt: null, createdAt: now };
    this.advanceTo('loading', 0, now);
    this.recordEvent(
      'CrewAssigned',
      actorId,
      now,
      { assignmentId: assignment.id, otrDriverId: crew.otrDriverId, forkliftOperatorId: crew.forkliftOperatorId, otrDoorAssignment: crew.otrDoorAssignment },
      { assignment: toOtrAssignmentView(assignment) },
    );
    return assignment;
  }

  /** Send Instructions, stamped by the server; sending again re-stamps it. */
  sendInstructions(assignment: OtrAssignmentRow, actorId: string, now: Date): void {
    if (assignment.shipmentId !== this.record.id) throw new DomainError('invalid', 'This OTR assignment belongs to another shipment.');
    assignment.instructionsSent = true;
    assignment.sentAt = now;
    this.touch(now);
    this.recordEvent('InstructionsSent', actorId, now, { assignmentId: assignment.id, sentAt: now.toISOString() }, { assignment: toOtrAssignmentView(assignment) });
  }

  /**
   * A crew member opens the sent instructions (docs/product.md §8.4). Only the assignment's OTR driver or
   * forklift operator may; anyone else is told it does not exist. Opening again keeps the first time and
   * records nothing.
   */
  openInstructions(assignment: OtrAssignmentRow, userId: string, now: Date): void {
    const view = toOtrAssignmentView(assignment);
    const crewFunctions = crewFunctionsOf(view, userId);
    if (assignment.shipmentId !== this.record.id || !assignment.instructionsSent || crewFunctions.length === 0) {
      throw new DomainError('not_found', 'OTR assignment not found.');
    }
    if (openedAtFor(view, userId)) return;
    if (crewFunctions.includes('otr_driver')) assignment.driverOpenedAt = now;
    if (crewFunctions.includes('forklift_operator')) assignment.forkliftOperatorOpenedAt = now;
    this.recordEvent('InstructionsOpened', userId, now, { assignmentId: assignment.id, openedBy: userId, crewFunctions, openedAt: now.toISOString() }, { assignment: toOtrAssignmentView(assignment) });
  }

  /**
   * Count confirmation: the expected count is the PO's pieces; the discrepancy is computed here.
   * A recount adds a new confirmation. Returns the confirmation to create.
   */
  confirmCount(po: PurchaseOrderRecord, actualQuantity: number, notes: string | null, actorId: string, now: Date): CountConfirmationRow {
    this.expectStep(['loading', 'completed'], 'count confirmation');
    this.expectOwn(po, 'poId');
    if (!po.pieces) throw new DomainError('conflict', `PO ${po.poNumber} has no bill of lading yet, so there is no expected count.`);
    const discrepancy = actualQuantity - po.pieces;
    const confirmation: CountConfirmationRow = {
      id: randomUUID(),
      shipmentId: this.record.id,
      poId: po.id,
      expectedQuantity: po.pieces,
      actualQuantity,
      discrepancy,
      discrepancyFlag: discrepancy !== 0,
      confirmedBy: actorId,
      confirmedAt: now,
      notes,
      createdAt: now,
    };
    this.touch(now);
    this.recordEvent(
      'CountConfirmed',
      actorId,
      now,
      { confirmationId: confirmation.id, purchaseOrderId: po.id, poNumber: po.poNumber, expectedQuantity: po.pieces, actualQuantity, discrepancy },
      { confirmation: toCountConfirmationView(confirmation) },
    );
    return confirmation;
  }

  /**
   * One loading row, given the rows recorded so far: a row is recorded once, progress climbs from
   * the BOL's 30 by 3.5 a row and never goes down, and the 20th row completes the shipment. Returns
   * the row to create.
   */
  recordLoadingRow(rowNumber: number, notes: string | null, recordedRows: readonly Pick<ContainerLoadingRecordRow, 'rowNumber'>[], actorId: string, now: Date): ContainerLoadingRecordRow {
    this.expectStep(['loading'], 'container loading');
    if (recordedRows.some((row) => row.rowNumber === rowNumber)) {
      throw new DomainError('conflict', `Row ${rowNumber} of shipment ${this.record.tmpNumber} is already recorded.`);
    }
    const rowsRecorded = recordedRows.length + 1;
    const progress = Math.max(this.record.progressPercentage, loadingProgress(rowsRecorded));
    const row: ContainerLoadingRecordRow = { id: randomUUID(), shipmentId: this.record.id, rowNumber, photoUrls: [], notes, operatorId: actorId, completedAt: now, createdAt: now };
    this.record.progressPercentage = progress;
    if (rowsRecorded >= LOADING_ROWS_PER_CONTAINER) {
      this.record.actualCompletion = now;
      this.moveTo('completed', now);
    } else {
      this.touch(now);
    }
    this.recordEvent('LoadingRowRecorded', actorId, now, { rowNumber, rowsRecorded, progressPercentage: progress, notes }, { row: toLoadingRowView(row) });
    return row;
  }

  releaseDriver(po: PurchaseOrderRecord, actorId: string, now: Date): void {
    this.expectStep(['completed'], 'driver release');
    this.expectOwn(po);
    if (po.releasedAt) throw new DomainError('conflict', `The driver for PO ${po.poNumber} was already released.`);
    // A shipment completes with every truck checked in only when it has one PO: another PO may never have seen its truck.
    if (!po.checkInTime) throw new DomainError('conflict', `No truck has checked in for PO ${po.poNumber}; there is no driver to release.`);
    po.releasedAt = now;
    po.updatedAt = now;
    this.touch(now);
    this.recordEvent(
      'DriverReleased',
      actorId,
      now,
      { purchaseOrderId: po.id, poNumber: po.poNumber, releasedAt: now.toISOString() },
      { purchaseOrder: toPurchaseOrderView(po) },
    );
  }

  /** The edit form: door, dock, seal, temperature recorder, ETA and notes; the delayed overlay follows the ETA. */
  editDetails(edits: ShipmentEdits, actorId: string, now: Date): void {
    const changes: Partial<Record<EditableShipmentField, FieldChange>> = {};
    for (const field of EDITABLE_FIELDS) {
      const value = edits[field];
      if (value === undefined) continue;
      const change = { from: fieldText(this.record[field]), to: fieldText(value) };
      if (change.from === change.to) continue;
      changes[field] = change;
      Object.assign(this.record, { [field]: value });
    }
    if (Object.keys(changes).length === 0) return;
    this.moveTo(this.record.workflowStep, now);
    this.recordEvent('ShipmentDetailsEdited', actorId, now, { changes }, {});
  }

  /**
   * docs/product.md §3.11: a check-in never clears what the schedule set: a blank (null) field keeps
   * the stored value. Returns what it changed of the values the shipment held before.
   */
  private assignKeepingBlanks(details: ContainerDetails): Partial<Record<EditableShipmentField, FieldChange>> {
    const changes: Partial<Record<EditableShipmentField, FieldChange>> = {};
    for (const field of EDITABLE_FIELDS) {
      const value = details[field];
      if (value === null) continue;
      const change = { from: fieldText(this.record[field]), to: fieldText(value) };
      if (change.from !== null && change.from !== change.to) changes[field] = change;
      Object.assign(this.record, { [field]: value });
    }
    if (details.floorLeadId !== null) this.record.floorLeadId = details.floorLeadId;
    return changes;
  }

  private recordEvent<K extends ShipmentEventType>(type: K, actorId: string, now: Date, details: EventDetails<K>, changed: EventChanges<K>): void {
    this.apply(new ShipmentEvent(type, this.view(now), { details, changed, actorId, occurredAt: now }));
  }

  private view(now: Date) {
    return toShipmentView(this.record, now);
  }

  private ownPurchaseOrders(known: readonly PurchaseOrderRecord[]): PurchaseOrderRecord[] {
    return known.filter((po) => po.shipmentId === this.record.id);
  }

  /** The shipment's POs once `changes` are applied, in PO number order (as its PO list shows them). */
  private purchaseOrdersAfter(known: readonly PurchaseOrderRecord[], { added, removed }: PurchaseOrderChanges) {
    return [...this.ownPurchaseOrders(known).filter((po) => !removed.includes(po)), ...added]
      .sort((a, b) => a.poNumber.localeCompare(b.poNumber))
      .map(toPurchaseOrderView);
  }

  private expectOwn(po: PurchaseOrderRecord, field?: string): void {
    if (po.shipmentId !== this.record.id) throw new DomainError('invalid', `PO ${po.poNumber} does not belong to this shipment.`, undefined, field);
  }

  private expectStep(allowed: WorkflowStep[], action: string): void {
    const current = this.record.workflowStep;
    if (!allowed.includes(current)) {
      const expected = listWithOr(allowed.map(shipmentStatusLabel));
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

  /** Sets the step; the stored status follows the delayed overlay. */
  private moveTo(step: WorkflowStep, now: Date): void {
    this.record.workflowStep = step;
    this.record.status = shownStatus(this.record, now);
    this.touch(now);
  }

  private touch(now: Date): void {
    this.record.updatedAt = now;
  }
}

function sameNumbers(a: readonly string[], b: readonly string[]): boolean {
  const keys = (numbers: readonly string[]) => numbers.map(identifierKey).sort().join();
  return keys(a) === keys(b);
}

/** A field's value as the edit event records it: dates as ISO strings, nothing as null. */
function fieldText(value: string | Date | null | undefined): string | null {
  return value instanceof Date ? value.toISOString() : (value ?? null);
}
