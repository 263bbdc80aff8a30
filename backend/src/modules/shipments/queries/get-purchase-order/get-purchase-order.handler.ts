import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import type { PurchaseOrderLookup } from '@dockflow/contracts';
import { PO_NUMBER_PATTERN } from '@dockflow/contracts/dto';
import { Clock } from '../../../../common/clock.js';
import { DomainError } from '../../../../common/domain-error.js';
import { APP_CONFIG, type AppConfig } from '../../../../config/env.js';
import { shownStatus } from '../../domain/delayed-status.js';
import { lateFeeBasis } from '../../domain/late-fee.js';
import { PurchaseOrder } from '../../domain/purchase-order.entity.js';
import { toPurchaseOrderView } from '../../domain/purchase-order-view.js';
import { Shipment } from '../../domain/shipment.entity.js';
import { GetPurchaseOrderQuery } from './get-purchase-order.query.js';

/** Truck Check-In's PO search: the PO, its shipment, and the late fee a check-in now would owe. */
@QueryHandler(GetPurchaseOrderQuery)
export class GetPurchaseOrderHandler implements IQueryHandler<GetPurchaseOrderQuery, PurchaseOrderLookup> {
  constructor(
    private readonly orm: MikroORM,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async execute({ poNumber }: GetPurchaseOrderQuery): Promise<PurchaseOrderLookup> {
    const em = this.orm.em.fork();
    // A number no PO can have (a NUL, say) is not looked up: the database would refuse it.
    const po = PO_NUMBER_PATTERN.test(poNumber.trim())
      ? await em.createQueryBuilder(PurchaseOrder, 'po').select('*').where('lower(po.po_number) = lower(?)', [poNumber.trim()]).limit(1).getSingleResult()
      : null;
    if (!po) throw new DomainError('not_found', 'Purchase Order not found. Please check the number and try again.');
    const shipment = await em.findOneOrFail(Shipment, { id: po.shipmentId });
    const now = this.clock.now();
    const basis = lateFeeBasis(po.appointmentAt, shipment.estimatedCompletion, po.checkInTime ?? now, this.config.lateFeePerHour);
    return {
      ...toPurchaseOrderView(po),
      shipment: { id: shipment.id, tmpNumber: shipment.tmpNumber, status: shownStatus(shipment, now), workflowStep: shipment.workflowStep },
      lateFeeIfCheckedInNow: po.checkInTime ? po.lateFeesOwed : basis.fee,
      lateFeeBasis: basis,
    };
  }
}
