import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../common/domain-error.js';
import { identifierKey } from './domain/identifier-key.js';
import { PurchaseOrder, type PurchaseOrderRecord } from './domain/purchase-order.entity.js';
import { shipmentById, type ShipmentLoader } from './shipment-command-runner.js';

/**
 * For commands addressed to a PO: finds its shipment (to lock it first, like every shipment
 * command), then the PO itself, locked too.
 */
export const shipmentByPurchaseOrder =
  (purchaseOrderId: string): ShipmentLoader =>
  async (em, now) => {
    const po = await em.findOne(PurchaseOrder, { id: purchaseOrderId }, { fields: ['shipmentId'] });
    if (!po) throw new DomainError('not_found', 'Purchase order not found.');
    return shipmentById(po.shipmentId)(em, now);
  };

export async function lockedPurchaseOrder(em: EntityManager, purchaseOrderId: string): Promise<PurchaseOrderRecord> {
  const po = await em.findOne(PurchaseOrder, { id: purchaseOrderId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  if (!po) throw new DomainError('not_found', 'Purchase order not found.');
  return po;
}

/** What the PO rule needs to attach `poNumbers` to a shipment: the POs of those numbers (in any case) and the shipment's own. */
export function purchaseOrdersConcerning(em: EntityManager, shipmentId: string, poNumbers: readonly string[]): Promise<PurchaseOrderRecord[]> {
  const keys = [...new Set(poNumbers.map(identifierKey))];
  const byNumber = keys.length > 0 ? ` or lower(po.po_number) in (${keys.map(() => '?').join(', ')})` : '';
  return em.createQueryBuilder(PurchaseOrder, 'po').select('*').where(`po.shipment_id = ?${byNumber}`, [shipmentId, ...keys]).getResult();
}
