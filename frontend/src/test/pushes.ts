import { act } from '@testing-library/react';
import { SOCKET_EVENTS, type Shipment } from '@dockflow/contracts';
import { socket } from '../lib/socket';

/** Delivers a shipment.changed push as the server would. */
export function pushShipmentChanged(shipment: Shipment, eventType = 'ContainerCheckedIn'): void {
  act(() => {
    for (const listener of socket.listeners(SOCKET_EVENTS.shipmentChanged)) {
      listener({ eventType, shipment, occurredAt: shipment.updatedAt });
    }
  });
}
