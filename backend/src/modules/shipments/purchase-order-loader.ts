import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../common/domain-error.js';
import { PurchaseOrder, type PurchaseOrderRecord } from './domain/purchase-order.entity.js';
import type { ShipmentLoader } from './shipment-command-runner.js';
import { shipmentById } from './shipment-command-runner.js';

/**
 * For commands addressed to a PO: finds its shipment (to lock it first, like every shipment
 * command), then the PO itself, locked too.
 */
export async function shipmentOfPurchaseOrder(em: EntityManager, purchaseOrderId: string): Promise<string> {
  const po = await em.findOne(PurchaseOrder, { id: purchaseOrderId }, { fields: ['shipmentId'] });
  if (!po) throw new DomainError('not_found', 'Purchase order not found.');
  return po.shipmentId;
}

export const shipmentByPurchaseOrder =
  (purchaseOrderId: string): ShipmentLoader =>
  async (em, now) =>
    shipmentById(await shipmentOfPurchaseOrder(em, purchaseOrderId))(em, now);

export async function lockedPurchaseOrder(em: EntityManager, purchaseOrderId: string): Promise<PurchaseOrderRecord> {
  const po = await em.findOne(PurchaseOrder, { id: purchaseOrderId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  if (!po) throw new DomainError('not_found', 'Purchase order not found.');
  return po;
}
