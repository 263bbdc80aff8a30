import { describe, expect, it, jest } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import { SOCKET_EVENTS, type ShipmentChangedPayload } from '@dockflow/contracts';
import { onShipmentChanged } from './livePushes';
import { socket } from './socket';

const listeners = () => socket.listeners(SOCKET_EVENTS.shipmentChanged);

describe('push listeners added before the live connection has loaded', () => {
  it('hear the pushes once it has, and one removed meanwhile never does', async () => {
    const heard = jest.fn();
    const removed = jest.fn();
    const stop = onShipmentChanged(heard);
    onShipmentChanged(removed)();
    // The connection's code loads on first use (lib/livePushes.ts), so nothing is attached yet.
    expect(listeners()).toHaveLength(0);

    await waitFor(() => expect(listeners()).toHaveLength(1));
    const change = { eventId: 'event-1' } as ShipmentChangedPayload;
    for (const listener of listeners()) listener(change);
    expect(heard).toHaveBeenCalledWith(change);
    expect(removed).not.toHaveBeenCalled();

    // Once loaded, a listener is attached and removed at once.
    const later = jest.fn();
    const stopLater = onShipmentChanged(later);
    expect(listeners()).toHaveLength(2);
    stopLater();
    stop();
    expect(listeners()).toHaveLength(0);
  });
});
