import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import type { PurchaseOrder as PurchaseOrderView } from '@dockflow/contracts';
import { PurchaseOrder } from '../../domain/purchase-order.entity.js';
import { toPurchaseOrderView } from '../../domain/purchase-order-view.js';
import { ListShipmentPurchaseOrdersQuery } from './list-shipment-purchase-orders.query.js';

@QueryHandler(ListShipmentPurchaseOrdersQuery)
export class ListShipmentPurchaseOrdersHandler implements IQueryHandler<ListShipmentPurchaseOrdersQuery, PurchaseOrderView[]> {
  constructor(private readonly orm: MikroORM) {}

  async execute({ shipmentId }: ListShipmentPurchaseOrdersQuery): Promise<PurchaseOrderView[]> {
    const pos = await this.orm.em.fork().find(PurchaseOrder, { shipmentId }, { orderBy: { poNumber: 'asc' } });
    return pos.map(toPurchaseOrderView);
  }
}
