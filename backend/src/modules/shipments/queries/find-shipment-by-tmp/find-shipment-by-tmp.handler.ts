import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import { hasControlOrInvisible, shownValue, type ShipmentWithPurchaseOrders } from '@dockflow/contracts';
import { MAX_TMP_NUMBER_LENGTH } from '@dockflow/contracts/dto';
import { Clock } from '../../../../common/clock.js';
import { DomainError } from '../../../../common/domain-error.js';
import { PurchaseOrder } from '../../domain/purchase-order.entity.js';
import { toPurchaseOrderView } from '../../domain/purchase-order-view.js';
import { toShipmentView } from '../../domain/shipment-view.js';
import { findShipmentByTmp } from '../../identifier-lookup.js';
import { FindShipmentByTmpQuery } from './find-shipment-by-tmp.query.js';

/** Container check-in's look-up as a TMP number is typed: the scheduled door, dock, ETA and POs to pre-fill. */
@QueryHandler(FindShipmentByTmpQuery)
export class FindShipmentByTmpHandler implements IQueryHandler<FindShipmentByTmpQuery, ShipmentWithPurchaseOrders> {
  constructor(
    private readonly orm: MikroORM,
    private readonly clock: Clock,
  ) {}

  async execute({ tmpNumber }: FindShipmentByTmpQuery): Promise<ShipmentWithPurchaseOrders> {
    const wanted = tmpNumber.trim();
    const notFound = new DomainError('not_found', `No shipment has TMP number ${shownValue(wanted)}.`);
    // No shipment can have a number the check-in would refuse: answered without a query, as a PO look-up.
    if (wanted.length > MAX_TMP_NUMBER_LENGTH || hasControlOrInvisible(wanted)) throw notFound;
    const em = this.orm.em.fork();
    const shipment = await findShipmentByTmp(em, wanted);
    if (!shipment) throw notFound;
    const purchaseOrders = await em.find(PurchaseOrder, { shipmentId: shipment.id }, { orderBy: { poNumber: 'asc' } });
    return { shipment: toShipmentView(shipment, this.clock.now()), purchaseOrders: purchaseOrders.map(toPurchaseOrderView) };
  }
}
