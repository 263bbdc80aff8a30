import type { EntityManager } from '@mikro-orm/postgresql';
import { Shipment } from './domain/shipment.entity.js';

export async function shipmentExists(em: EntityManager, shipmentId: string): Promise<boolean> {
  return (await em.count(Shipment, { id: shipmentId })) > 0;
}
