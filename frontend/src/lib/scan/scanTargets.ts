import { useEffect, useRef } from 'react';
import type { Shipment } from '@dockflow/contracts';

/** A screen's own use of a scanned shipment; true when it used it, so the scan does not open the shipment's page. */
export type ScanTarget = (shipment: Shipment) => boolean;

const targets: ScanTarget[] = [];

/** Offers a scanned shipment to the screens on show, newest first. */
export function offerScan(shipment: Shipment): boolean {
  return [...targets].reverse().some((target) => target(shipment));
}

/** While the calling screen is shown, scanned shipments are offered to `target` first. */
export function useScanTarget(target: ScanTarget): void {
  const latest = useRef(target);
  useEffect(() => {
    latest.current = target;
  });
  useEffect(() => {
    const registered: ScanTarget = (shipment) => latest.current(shipment);
    targets.push(registered);
    return () => {
      targets.splice(targets.indexOf(registered), 1);
    };
  }, []);
}
