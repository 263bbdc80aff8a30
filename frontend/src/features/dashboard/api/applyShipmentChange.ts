import type { Shipment, ShipmentList } from '@dockflow/contracts';
import { isOlder } from '../../../lib/records';

export interface ShipmentPage {
  page: number;
  pageSize: number;
}

const time = (iso: string) => Date.parse(iso);

/** Replaces a listed shipment with its pushed state, in place, unless the push is older than what is shown; true when it was listed. */
export function replaceListedShipment(list: ShipmentList, shipment: Shipment): boolean {
  const listed = list.shipments.findIndex((candidate) => candidate.id === shipment.id);
  if (listed === -1) return false;
  if (!isOlder(shipment, list.shipments[listed])) list.shipments[listed] = shipment;
  return true;
}

/**
 * Applies a pushed shipment to a cached page of the newest-first list, in place (an Immer draft
 * or a plain object):
 * - a shipment already listed is replaced, unless the push is older than what is shown, so the
 *   sender's own echo or a repeated delivery never duplicates a row;
 * - an unlisted shipment that sorts onto the first page is new: it is inserted where it sorts
 *   (normally first), the total grows by one and the page keeps its size.
 * Other pages only follow changes to the shipments they show.
 */
export function applyShipmentChange(list: ShipmentList, shipment: Shipment, { page, pageSize }: ShipmentPage): void {
  if (replaceListedShipment(list, shipment) || page !== 1) return;
  const last = list.shipments.at(-1);
  const pageHasEverything = list.shipments.length < pageSize;
  if (!pageHasEverything && last && time(shipment.createdAt) < time(last.createdAt)) return;

  const position = list.shipments.findIndex((candidate) => time(candidate.createdAt) < time(shipment.createdAt));
  list.shipments.splice(position === -1 ? list.shipments.length : position, 0, shipment);
  list.total += 1;
  if (list.shipments.length > pageSize) list.shipments.length = pageSize;
}
