import { expect } from '@jest/globals';
import { act, waitFor } from '@testing-library/react';
import {
  SOCKET_EVENTS,
  type EditableShipmentField,
  type FieldChange,
  type CountConfirmationView,
  type LoadingRow,
  type OtrAssignment,
  type PurchaseOrder,
  type Shipment,
  type ShipmentChangedPayload,
  type TimelineEntry,
} from '@dockflow/contracts';
import { socket } from '../lib/socket';

type AnyListener = (...args: unknown[]) => void;

/** Delivers a push (or a reserved event such as disconnect) to the listeners of `event` as the socket would. */
export function deliverPush(event: string, ...args: unknown[]): void {
  // Any event name, reserved ones included: the typed signature knows only the server's pushes.
  const listeners = (socket as unknown as { listeners(name: string): AnyListener[] }).listeners(event);
  act(() => {
    for (const listener of listeners) listener(...args);
  });
}

/**
 * Resolves once something listens for `event`: the live connection is a lazy chunk mounted after sign-in, and
 * a server can push only to a socket that has connected, by which time its listeners are in place.
 */
export function listeningFor(event: string): Promise<void> {
  return waitFor(() => expect((socket as unknown as { listeners(name: string): AnyListener[] }).listeners(event).length).toBeGreaterThan(0));
}

/** Delivers a shipment.changed push as the server would. */
export function pushShipmentChanged(change: ShipmentChangedPayload): void {
  deliverPush(SOCKET_EVENTS.shipmentChanged, change);
}

/** Delivers a shipment.timeline-entry push (sent to the shipment's room) as the server would. */
export function pushTimelineEntry(shipmentId: string, entry: TimelineEntry): void {
  deliverPush(SOCKET_EVENTS.shipmentTimelineEntry, { shipmentId, entry });
}

let events = 0;

/** What every push says about its event: a new id, when (the shipment's stamp) and who (another operator). */
function anEvent(shipment: Shipment) {
  events += 1;
  return { eventId: `event-${events}`, occurredAt: shipment.updatedAt, actorId: 'user-2', shipment };
}

/** The shipment.changed pushes tests deliver, built from the shipment as it is after the event and the records it changed. */
export const shipmentChanges = {
  scheduled: (shipment: Shipment): ShipmentChangedPayload<'ShipmentScheduled'> => ({
    ...anEvent(shipment),
    eventType: 'ShipmentScheduled',
    details: {
      tmpNumber: shipment.tmpNumber,
      containerDoor: shipment.containerDoor,
      dockLocation: shipment.dockLocation,
      estimatedCompletion: shipment.estimatedCompletion,
      poNumbers: [],
      created: true,
    },
    changed: { purchaseOrders: [] },
  }),
  containerCheckedIn: (shipment: Shipment, purchaseOrders: PurchaseOrder[] = []): ShipmentChangedPayload<'ContainerCheckedIn'> => ({
    ...anEvent(shipment),
    eventType: 'ContainerCheckedIn',
    details: {
      tmpNumber: shipment.tmpNumber,
      containerDoor: shipment.containerDoor,
      dockLocation: shipment.dockLocation,
      floorLeadId: shipment.floorLeadId,
      sealNumber: shipment.sealNumber,
      tempRecorderId: shipment.tempRecorderId,
      estimatedCompletion: shipment.estimatedCompletion,
      notes: shipment.notes,
      poNumbers: purchaseOrders.map((purchaseOrder) => purchaseOrder.poNumber),
    },
    changed: { purchaseOrders },
  }),
  truckCheckedIn: (shipment: Shipment, purchaseOrder: PurchaseOrder): ShipmentChangedPayload<'TruckCheckedIn'> => ({
    ...anEvent(shipment),
    eventType: 'TruckCheckedIn',
    details: {
      purchaseOrderId: purchaseOrder.id,
      poNumber: purchaseOrder.poNumber,
      driverName: purchaseOrder.driverName ?? '',
      driverPhone: purchaseOrder.driverPhone ?? '',
      truckColor: purchaseOrder.truckColor ?? '',
      truckNumber: purchaseOrder.truckNumber ?? '',
      otrDoor: purchaseOrder.otrDoor ?? '',
      checkInTime: purchaseOrder.checkInTime ?? shipment.updatedAt,
      lateFeesOwed: purchaseOrder.lateFeesOwed,
    },
    changed: { purchaseOrder },
  }),
  driverReleased: (shipment: Shipment, purchaseOrder: PurchaseOrder): ShipmentChangedPayload<'DriverReleased'> => ({
    ...anEvent(shipment),
    eventType: 'DriverReleased',
    details: { purchaseOrderId: purchaseOrder.id, poNumber: purchaseOrder.poNumber, releasedAt: purchaseOrder.releasedAt ?? shipment.updatedAt },
    changed: { purchaseOrder },
  }),
  crewAssigned: (shipment: Shipment, assignment: OtrAssignment): ShipmentChangedPayload<'CrewAssigned'> => ({
    ...anEvent(shipment),
    eventType: 'CrewAssigned',
    details: {
      assignmentId: assignment.id,
      otrDriverId: assignment.otrDriverId ?? '',
      forkliftOperatorId: assignment.forkliftOperatorId ?? '',
      otrDoorAssignment: assignment.otrDoorAssignment ?? '',
    },
    changed: { assignment },
  }),
  instructionsSent: (shipment: Shipment, assignment: OtrAssignment): ShipmentChangedPayload<'InstructionsSent'> => ({
    ...anEvent(shipment),
    eventType: 'InstructionsSent',
    details: { assignmentId: assignment.id, sentAt: assignment.sentAt ?? shipment.updatedAt },
    changed: { assignment },
  }),
  instructionsOpened: (shipment: Shipment, assignment: OtrAssignment, openedBy: string): ShipmentChangedPayload<'InstructionsOpened'> => ({
    ...anEvent(shipment),
    eventType: 'InstructionsOpened',
    details: {
      assignmentId: assignment.id,
      openedBy,
      crewFunctions: assignment.otrDriverId === openedBy ? ['otr_driver'] : ['forklift_operator'],
      openedAt: (assignment.otrDriverId === openedBy ? assignment.driverOpenedAt : assignment.forkliftOperatorOpenedAt) ?? shipment.updatedAt,
    },
    changed: { assignment },
  }),
  countConfirmed: (shipment: Shipment, confirmation: CountConfirmationView, poNumber: string): ShipmentChangedPayload<'CountConfirmed'> => ({
    ...anEvent(shipment),
    eventType: 'CountConfirmed',
    details: {
      confirmationId: confirmation.id,
      purchaseOrderId: confirmation.poId,
      poNumber,
      expectedQuantity: confirmation.expectedQuantity,
      actualQuantity: confirmation.actualQuantity,
      discrepancy: confirmation.discrepancy,
    },
    changed: { confirmation },
  }),
  /** Row `row` recorded, the shipment's progress then as the server computed it. */
  rowRecorded: (shipment: Shipment, row: LoadingRow, rowsRecorded = row.rowNumber): ShipmentChangedPayload<'LoadingRowRecorded'> => ({
    ...anEvent(shipment),
    eventType: 'LoadingRowRecorded',
    details: { rowNumber: row.rowNumber, rowsRecorded, progressPercentage: shipment.progressPercentage },
    changed: { row },
  }),
  detailsEdited: (shipment: Shipment, changes: Partial<Record<EditableShipmentField, FieldChange>>): ShipmentChangedPayload<'ShipmentDetailsEdited'> => ({
    ...anEvent(shipment),
    eventType: 'ShipmentDetailsEdited',
    details: { changes },
    changed: {},
  }),
};
