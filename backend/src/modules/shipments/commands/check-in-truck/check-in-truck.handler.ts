import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { TruckCheckInAnswer } from '@dockflow/contracts';
import { APP_CONFIG, type AppConfig } from '../../../../config/env.js';
import { toPurchaseOrderView } from '../../domain/purchase-order-view.js';
import { lockedPurchaseOrder, shipmentByPurchaseOrder } from '../../purchase-order-loader.js';
import { ShipmentCommandRunner } from '../../shipment-command-runner.js';
import { CheckInTruckCommand } from './check-in-truck.command.js';

@CommandHandler(CheckInTruckCommand)
export class CheckInTruckHandler implements ICommandHandler<CheckInTruckCommand, TruckCheckInAnswer> {
  constructor(
    private readonly runner: ShipmentCommandRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  execute({ purchaseOrderId, truck, actorId }: CheckInTruckCommand): Promise<TruckCheckInAnswer> {
    return this.runner.run(
      shipmentByPurchaseOrder(purchaseOrderId),
      async (shipment, { em, now }) => {
        const po = await lockedPurchaseOrder(em, purchaseOrderId);
        const lateFeeBasis = shipment.checkInTruck(po, truck, this.config.lateFeePerHour, actorId, now);
        return { ...toPurchaseOrderView(po), lateFeeBasis };
      },
      'This truck was just checked in by someone else.',
    );
  }
}
