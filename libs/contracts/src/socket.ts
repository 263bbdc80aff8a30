import type { Shipment, SpotterTask } from './types.js';

/** Socket.IO event names and payloads pushed by the server. */
export const SOCKET_EVENTS = {
  shipmentChanged: 'shipment.changed',
  spotterTaskChanged: 'spotter-task.changed',
  /** Sent only to the spotter a new task is assigned to, for a notification. */
  spotterTaskAssigned: 'spotter-task.assigned',
} as const;

export const SOCKET_ROOMS = {
  /** Everyone signed in who may read operations data. */
  operations: 'operations',
  shipment: (id: string) => `shipment:${id}`,
} as const;

export interface ShipmentChangedPayload {
  /** The domain event that caused the change, e.g. ContainerCheckedIn. */
  eventType: string;
  shipment: Shipment;
  occurredAt: string;
}

export interface SpotterTaskChangedPayload {
  eventType: string;
  task: SpotterTask;
  occurredAt: string;
}

export interface ServerToClientEvents {
  [SOCKET_EVENTS.shipmentChanged]: (payload: ShipmentChangedPayload) => void;
  [SOCKET_EVENTS.spotterTaskChanged]: (payload: SpotterTaskChangedPayload) => void;
  [SOCKET_EVENTS.spotterTaskAssigned]: (payload: SpotterTaskChangedPayload) => void;
}
