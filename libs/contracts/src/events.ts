import type { CrewFunction, Priority, Role, SpotterTaskStatus, WorkflowStep } from './enums.js';
import type { WallDisplay } from './displays.js';
import type { CountConfirmationView, LoadingRow, OtrAssignment, PublicUser, PurchaseOrder, Shipment, SpotterTask } from './types.js';

/**
 * The event catalog: every fact the server records, with its typed details (what the shipment's
 * timeline and the audit log keep) and the records it changed (what a push carries, so a screen
 * updates its cache without asking again). The backend's event classes, the typed Socket.IO server,
 * the timeline entry and the frontend's push handlers are all derived from these maps.
 */

/** The shipment fields the edit form changes, as a timeline shows them. */
export type EditableShipmentField = 'containerDoor' | 'dockLocation' | 'sealNumber' | 'tempRecorderId' | 'estimatedCompletion' | 'notes';

/** A field's value before and after a change (dates as ISO strings). */
export interface FieldChange {
  from: string | null;
  to: string | null;
}

export interface ShipmentEventCatalog {
  /** The dock schedule import created a pending shipment or updated one. */
  ShipmentScheduled: {
    details: {
      tmpNumber: string;
      containerDoor: string | null;
      dockLocation: string | null;
      estimatedCompletion: string | null;
      poNumbers: string[];
      /** True for a new shipment, false for a re-imported pending one. */
      created: boolean;
    };
    changed: { purchaseOrders: PurchaseOrder[] };
  };
  ContainerCheckedIn: {
    details: {
      tmpNumber: string;
      containerDoor: string | null;
      dockLocation: string | null;
      floorLeadId: string | null;
      sealNumber: string | null;
      tempRecorderId: string | null;
      estimatedCompletion: string | null;
      notes: string | null;
      poNumbers: string[];
      /** What check-in changed of the values the shipment held (the schedule's); a blank field keeps its value. */
      changes?: Partial<Record<EditableShipmentField, FieldChange>>;
    };
    changed: { purchaseOrders: PurchaseOrder[] };
  };
  PurchaseOrderAdded: {
    details: { purchaseOrderId: string; poNumber: string; appointmentAt: string | null };
    changed: { purchaseOrder: PurchaseOrder };
  };
  TruckCheckedIn: {
    details: {
      purchaseOrderId: string;
      poNumber: string;
      driverName: string;
      driverPhone: string;
      truckColor: string;
      truckNumber: string;
      otrDoor: string;
      checkInTime: string;
      lateFeesOwed: string;
      /** How the fee was computed ("3 started hours × $50"); absent from events stored before it was kept. */
      lateFeeReason?: string;
      /** The appointment (or ETA) the fee was measured from. */
      appointmentUsed?: string | null;
    };
    changed: { purchaseOrder: PurchaseOrder };
  };
  PurchaseOrderRemoved: {
    details: { purchaseOrderId: string; poNumber: string };
    changed: { purchaseOrder: PurchaseOrder };
  };
  PurchaseOrderAppointmentSet: {
    details: { purchaseOrderId: string; poNumber: string; change: FieldChange };
    changed: { purchaseOrder: PurchaseOrder };
  };
  BillOfLadingRecorded: {
    details: { purchaseOrderId: string; poNumber: string; pieces: number; pallets: number; netWeight: string; grossWeight: string };
    changed: { purchaseOrder: PurchaseOrder };
  };
  CrewAssigned: {
    details: { assignmentId: string; otrDriverId: string; forkliftOperatorId: string; otrDoorAssignment: string };
    changed: { assignment: OtrAssignment };
  };
  InstructionsSent: {
    details: { assignmentId: string; sentAt: string };
    changed: { assignment: OtrAssignment };
  };
  /** A crew member opened the sent instructions for the first time (docs/product.md §8.4). */
  InstructionsOpened: {
    details: { assignmentId: string; openedBy: string; crewFunctions: CrewFunction[]; openedAt: string };
    changed: { assignment: OtrAssignment };
  };
  CountConfirmed: {
    details: {
      confirmationId: string;
      purchaseOrderId: string;
      poNumber: string;
      expectedQuantity: number;
      actualQuantity: number;
      discrepancy: number;
    };
    changed: { confirmation: CountConfirmationView };
  };
  LoadingRowRecorded: {
    /** `notes` is absent from rows recorded before issue 14. */
    details: { rowNumber: number; rowsRecorded: number; progressPercentage: number; notes?: string | null };
    changed: { row: LoadingRow };
  };
  DriverReleased: {
    details: { purchaseOrderId: string; poNumber: string; releasedAt: string };
    changed: { purchaseOrder: PurchaseOrder };
  };
  /** Recorded by the server (no actor) when a shipment's ETA passes before it is completed. */
  ShipmentDelayed: {
    details: { estimatedCompletion: string | null; workflowStep: WorkflowStep };
    changed: Record<string, never>;
  };
  ShipmentDetailsEdited: {
    details: { changes: Partial<Record<EditableShipmentField, FieldChange>> };
    changed: Record<string, never>;
  };
}

export type ShipmentEventType = keyof ShipmentEventCatalog;
export type ShipmentEventDetails<K extends ShipmentEventType = ShipmentEventType> = ShipmentEventCatalog[K]['details'];
export type ShipmentEventChanges<K extends ShipmentEventType = ShipmentEventType> = ShipmentEventCatalog[K]['changed'];

export const SHIPMENT_EVENT_TYPES = [
  'ShipmentScheduled',
  'ContainerCheckedIn',
  'PurchaseOrderAdded',
  'PurchaseOrderRemoved',
  'PurchaseOrderAppointmentSet',
  'TruckCheckedIn',
  'BillOfLadingRecorded',
  'CrewAssigned',
  'InstructionsSent',
  'InstructionsOpened',
  'CountConfirmed',
  'LoadingRowRecorded',
  'DriverReleased',
  'ShipmentDelayed',
  'ShipmentDetailsEdited',
] as const satisfies readonly ShipmentEventType[];

/**
 * `shipment.changed`, to every screen that shows shipments: which event, the shipment as it is now,
 * the event's details and the records it changed. Discriminated by `eventType`; `K` narrows it to
 * some event types (the default is all of them), which lets a generic function build one.
 */
export type ShipmentChangedPayload<K extends ShipmentEventType = ShipmentEventType> = {
  [P in K]: {
    eventId: string;
    eventType: P;
    occurredAt: string;
    actorId: string | null;
    shipment: Shipment;
    details: ShipmentEventDetails<P>;
    changed: ShipmentEventChanges<P>;
  };
}[K];

/** The facts a spotter task event keeps; a task about a shipment shows on that shipment's timeline. */
export interface SpotterTaskEventDetails {
  taskId: string;
  taskDescription: string;
  assignedTo: string | null;
  priority: Priority;
  status: SpotterTaskStatus;
}

export interface SpotterTaskEventCatalog {
  SpotterTaskCreated: { details: SpotterTaskEventDetails; changed: { task: SpotterTask } };
  SpotterTaskStarted: { details: SpotterTaskEventDetails; changed: { task: SpotterTask } };
  SpotterTaskCompleted: { details: SpotterTaskEventDetails; changed: { task: SpotterTask } };
}
export type SpotterTaskEventType = keyof SpotterTaskEventCatalog;
export const SPOTTER_TASK_EVENT_TYPES = ['SpotterTaskCreated', 'SpotterTaskStarted', 'SpotterTaskCompleted'] as const satisfies readonly SpotterTaskEventType[];

/** `spotter-task.changed` (and `spotter-task.assigned` to the assignee of a new task). */
export interface SpotterTaskChangedPayload {
  eventId: string;
  eventType: SpotterTaskEventType;
  occurredAt: string;
  actorId: string | null;
  task: SpotterTask;
}

/** The audit log of accounts: who, and which fields changed (a password change names `password`, never its value). */
export interface UserEventCatalog {
  UserCreated: { details: { userId: string; username: string; role: Role; crewFunctions: CrewFunction[] }; changed: { user: PublicUser } };
  UserUpdated: { details: { userId: string; username: string; role: Role; changed: string[] }; changed: { user: PublicUser } };
  UserDeleted: { details: { userId: string; username: string }; changed: { user: PublicUser } };
}
export type UserEventType = keyof UserEventCatalog;
export const USER_EVENT_TYPES = ['UserCreated', 'UserUpdated', 'UserDeleted'] as const satisfies readonly UserEventType[];

/** `user.changed`, to admins and to the user concerned. */
export interface UserChangedPayload {
  eventId: string;
  eventType: UserEventType;
  occurredAt: string;
  user: PublicUser;
}

/** The audit log of wall displays (docs/product.md §9): registered, paired by its screen, revoked. */
export interface DisplayEventCatalog {
  DisplayRegistered: { details: { displayId: string; name: string; docks: string[] }; changed: { display: WallDisplay } };
  DisplayPaired: { details: { displayId: string; name: string }; changed: { display: WallDisplay } };
  DisplayRevoked: { details: { displayId: string; name: string }; changed: { display: WallDisplay } };
}
export type DisplayEventType = keyof DisplayEventCatalog;

/** Every event the server records, by type. */
export type EventCatalog = ShipmentEventCatalog & SpotterTaskEventCatalog & UserEventCatalog & DisplayEventCatalog;
export type EventType = keyof EventCatalog;
export type EventDetails<K extends EventType = EventType> = EventCatalog[K]['details'];
export type EventChanges<K extends EventType = EventType> = EventCatalog[K]['changed'];

/** The events a shipment's timeline shows: its own, and spotter tasks about it. */
export type TimelineEventType = ShipmentEventType | SpotterTaskEventType;

/** One entry of a shipment's timeline: a stored event, who caused it, and its typed details (`K` as above). */
export type TimelineEntry<K extends TimelineEventType = TimelineEventType> = {
  [P in K]: {
    id: string;
    type: P;
    occurredAt: string;
    actorId: string | null;
    /** The actor's name, "System" for the server's own events, or null when the account is gone. */
    actorName: string | null;
    details: EventDetails<P>;
  };
}[K];
