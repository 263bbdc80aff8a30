import type { Shipment as ShipmentView } from '@dockflow/contracts';
import { DomainEvent } from '../../../common/domain-event.js';

/** A fact about a shipment; carries the shipment as it is after the change, for the pushes. */
export abstract class ShipmentEvent<Details extends Record<string, unknown> = Record<string, unknown>> extends DomainEvent {
  constructor(
    readonly shipment: ShipmentView,
    actorId: string | null,
    occurredAt: Date,
    /** What the timeline keeps about this event. */
    readonly details: Details,
  ) {
    super(actorId, occurredAt);
  }

  get shipmentId(): string {
    return this.shipment.id;
  }

  payload(): Record<string, unknown> {
    return this.details;
  }
}

export class ContainerCheckedIn extends ShipmentEvent<{
  tmpNumber: string;
  containerDoor: string | null;
  dockLocation: string | null;
  floorLeadId: string | null;
  sealNumber: string | null;
  tempRecorderId: string | null;
  estimatedCompletion: string | null;
  notes: string | null;
  poNumbers: string[];
}> {
  readonly type = 'ContainerCheckedIn';
}

export class PurchaseOrderAdded extends ShipmentEvent<{ purchaseOrderId: string; poNumber: string; appointmentAt: string | null }> {
  readonly type = 'PurchaseOrderAdded';
}

export class TruckCheckedIn extends ShipmentEvent<{
  purchaseOrderId: string;
  poNumber: string;
  driverName: string;
  driverPhone: string;
  truckColor: string;
  truckNumber: string;
  otrDoor: string;
  checkInTime: string;
  lateFeesOwed: string;
}> {
  readonly type = 'TruckCheckedIn';
}

export class BillOfLadingRecorded extends ShipmentEvent<{
  purchaseOrderId: string;
  poNumber: string;
  pieces: number;
  pallets: number;
  netWeight: string;
  grossWeight: string;
}> {
  readonly type = 'BillOfLadingRecorded';
}

export class CrewAssigned extends ShipmentEvent<{
  assignmentId: string;
  otrDriverId: string;
  forkliftOperatorId: string;
  otrDoorAssignment: string;
}> {
  readonly type = 'CrewAssigned';
}

export class InstructionsSent extends ShipmentEvent<{ assignmentId: string; sentAt: string }> {
  readonly type = 'InstructionsSent';
}

export class CountConfirmed extends ShipmentEvent<{
  confirmationId: string;
  purchaseOrderId: string;
  poNumber: string;
  expectedQuantity: number;
  actualQuantity: number;
  discrepancy: number;
}> {
  readonly type = 'CountConfirmed';
}

export class LoadingRowRecorded extends ShipmentEvent<{ rowNumber: number; rowsRecorded: number; progressPercentage: number }> {
  readonly type = 'LoadingRowRecorded';
}

export class DriverReleased extends ShipmentEvent<{ purchaseOrderId: string; poNumber: string; releasedAt: string }> {
  readonly type = 'DriverReleased';
}

/** Recorded by the delay sweeper when a shipment's ETA passes before it is completed (no actor). */
export class ShipmentDelayed extends ShipmentEvent<{ estimatedCompletion: string | null; workflowStep: string }> {
  readonly type = 'ShipmentDelayed';
}

export class ShipmentDetailsEdited extends ShipmentEvent<{ changes: Record<string, { from: unknown; to: unknown }> }> {
  readonly type = 'ShipmentDetailsEdited';
}

export class ShipmentScheduled extends ShipmentEvent<{
  tmpNumber: string;
  containerDoor: string | null;
  dockLocation: string | null;
  estimatedCompletion: string | null;
  poNumbers: string[];
  /** True for a new shipment, false for a re-imported pending one. */
  created: boolean;
}> {
  readonly type = 'ShipmentScheduled';
}

/** Every shipment event, for handlers that react to all of them (the realtime broadcaster). */
export const SHIPMENT_EVENTS = [
  ContainerCheckedIn,
  PurchaseOrderAdded,
  TruckCheckedIn,
  BillOfLadingRecorded,
  CrewAssigned,
  InstructionsSent,
  CountConfirmed,
  LoadingRowRecorded,
  DriverReleased,
  ShipmentDelayed,
  ShipmentDetailsEdited,
  ShipmentScheduled,
];
