import { act } from '@testing-library/react';
import { SOCKET_EVENTS, type Shipment, type TimelineEntry } from '@dockflow/contracts';
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

/** Delivers a shipment.changed push as the server would. */
export function pushShipmentChanged(shipment: Shipment, eventType = 'ContainerCheckedIn'): void {
  deliverPush(SOCKET_EVENTS.shipmentChanged, { eventType, shipment, occurredAt: shipment.updatedAt });
}

/** Delivers a shipment.timeline-entry push (sent to the shipment's room) as the server would. */
export function pushTimelineEntry(shipmentId: string, entry: TimelineEntry): void {
  deliverPush(SOCKET_EVENTS.shipmentTimelineEntry, { shipmentId, entry });
}
