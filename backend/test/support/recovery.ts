import type { ShipmentChangedPayload } from '@dockflow/contracts';
import type { Socket } from 'socket.io-client';
import { nextEvent, waitForConnect } from './test-app.js';

/**
 * Connection state recovery, as a client sees it: `socket` (connected with reconnection on) receives
 * the check-in of `tmpNumbers[0]` (recovery needs a first packet: it carries the offset the client
 * resumes from), then drops its connection while `tmpNumbers[1]` is checked in, and reconnects.
 * `checkIn` checks a container in (through whichever instance the test chooses). Answers the push the
 * client got for the second check-in, and whether its connection was recovered.
 */
export async function pushMissedWhileDropped(
  socket: Socket,
  checkIn: (tmpNumber: string) => Promise<unknown>,
  tmpNumbers: [string, string],
): Promise<{ missed: ShipmentChangedPayload; recovered: boolean }> {
  const [first, missedTmp] = tmpNumbers;
  await waitForConnect(socket);
  const before = nextEvent<ShipmentChangedPayload>(socket, 'shipment.changed', (payload) => payload.shipment.tmpNumber === first);
  await checkIn(first);
  await before;
  const missed = nextEvent<ShipmentChangedPayload>(socket, 'shipment.changed', (payload) => payload.shipment.tmpNumber === missedTmp, 10_000);
  const reconnected = new Promise<void>((resolve) => socket.io.once('reconnect', () => resolve()));
  socket.io.engine.close();
  await checkIn(missedTmp);
  await reconnected;
  return { missed: await missed, recovered: socket.recovered };
}
