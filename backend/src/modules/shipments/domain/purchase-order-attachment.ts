import { poNumberFormatMessage } from '@dockflow/contracts';
import { PO_NUMBER_PATTERN } from '@dockflow/contracts/dto';
import { DomainError } from '../../../common/domain-error.js';
import { distinctIdentifiers, identifierKey } from './identifier-key.js';
import { newPurchaseOrder } from './new-records.js';
import type { PurchaseOrderRecord } from './purchase-order.entity.js';
import type { ShipmentRecord } from './shipment.entity.js';

/**
 * docs/product.md §4.1, the one rule for giving a shipment PO numbers (check-in, adding a PO, the schedule
 * import): each number has the PO form and belongs to no other shipment (in any case), and a
 * completed shipment takes none. `known` holds the stored POs of those numbers (and may hold the shipment's others).
 * Returns the new POs for the numbers the shipment does not hold yet.
 */
export function purchaseOrdersToAttach(
  shipment: ShipmentRecord,
  poNumbers: readonly string[],
  known: readonly PurchaseOrderRecord[],
  appointmentAt: Date | null,
  now: Date,
): PurchaseOrderRecord[] {
  if (shipment.workflowStep === 'completed') {
    throw new DomainError('conflict', `Shipment ${shipment.tmpNumber} is completed; no PO can be added to it.`, 'WORKFLOW_CONFLICT');
  }
  const numbers = distinctIdentifiers(poNumbers);
  const malformed = numbers.find((number) => !PO_NUMBER_PATTERN.test(number));
  if (malformed !== undefined) throw new DomainError('invalid', poNumberFormatMessage(malformed));
  const holders = new Map(known.map((po) => [identifierKey(po.poNumber), po]));
  const holder = (number: string) => holders.get(identifierKey(number));
  const taken = numbers.filter((number) => holder(number) && holder(number)!.shipmentId !== shipment.id);
  if (taken.length > 0) throw new DomainError('conflict', `PO ${taken.map((number) => holder(number)!.poNumber).join(', ')} already belongs to another shipment.`);
  return numbers.filter((number) => !holder(number)).map((number) => newPurchaseOrder(number, shipment.id, appointmentAt, now));
}
