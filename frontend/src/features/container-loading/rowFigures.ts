import type { ShipmentEventDetails } from '@dockflow/contracts';
import { onShipmentChanged } from '../../lib/livePushes';

/** The server's figures after a row: its number, the rows recorded and the shipment's progress. */
export type RowFigures = ShipmentEventDetails<'LoadingRowRecorded'>;

export interface RowFiguresListener {
  /** The figures once pushed, or undefined when no push came within `waitMs` (the live connection is down). */
  within(waitMs: number): Promise<RowFigures | undefined>;
  stop(): void;
}

/**
 * Listens for the push of a row being recorded here: the sender's own echo, which carries the
 * server's figures. Start it before sending the row, as the push may come before the answer.
 */
export function listenForRowFigures(shipmentId: string, rowNumber: number): RowFiguresListener {
  let pushed: RowFigures | undefined;
  let deliver: ((figures: RowFigures) => void) | undefined;
  const stop = onShipmentChanged((change) => {
    if (change.eventType !== 'LoadingRowRecorded' || change.shipment.id !== shipmentId || change.details.rowNumber !== rowNumber) return;
    pushed = change.details;
    deliver?.(pushed);
  });
  const within = (waitMs: number) =>
    new Promise<RowFigures | undefined>((resolve) => {
      if (pushed) return resolve(pushed);
      const timer = setTimeout(resolve, waitMs, undefined);
      deliver = (figures) => {
        clearTimeout(timer);
        resolve(figures);
      };
    });
  return { within, stop };
}
