import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import type { PurchaseOrder as PurchaseOrderView } from '@dockflow/contracts';
import { PurchaseOrder } from '../../domain/purchase-order.entity.js';
import { toPurchaseOrderView } from '../../domain/purchase-order-view.js';
import { ListShipmentPurchaseOrdersQuery } from './list-shipment-purchase-orders.query.js';
import { rowsOfShipment } from '../shipment-rows.js';

@QueryHandler(ListShipmentPurchaseOrdersQuery)
export class ListShipmentPurchaseOrdersHandler implements IQueryHandler<ListShipmentPurchaseOrdersQuery, PurchaseOrderView[]> {
  constructor(private readonly orm: MikroORM) {}

  async execute({ shipmentId }: ListShipmentPurchaseOrdersQuery): Promise<PurchaseOrderView[]> {
    const em = this.orm.em.fork();
    const pos = await rowsOfShipment(em, shipmentId, () => em.find(PurchaseOrder, { shipmentId }, { orderBy: { poNumber: 'asc' } }));
    return pos.map(toPurchaseOrderView);
  }
}
