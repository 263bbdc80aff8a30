import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import type { Shipment as ShipmentView } from '@dockflow/contracts';
import { DomainError } from '../../../../common/domain-error.js';
import { User } from '../../../users/domain/user.entity.js';
import { PurchaseOrder } from '../../domain/purchase-order.entity.js';
import { Shipment } from '../../domain/shipment.entity.js';
import { toShipmentView } from '../../domain/shipment-view.js';
import { ShipmentCommandRunner } from '../../shipment-command-runner.js';
import { CheckInContainerCommand } from './check-in-container.command.js';

@CommandHandler(CheckInContainerCommand)
export class CheckInContainerHandler implements ICommandHandler<CheckInContainerCommand, ShipmentView> {
  constructor(private readonly runner: ShipmentCommandRunner) {}

  execute(command: CheckInContainerCommand): Promise<ShipmentView> {
    return this.runner.run(
      (em, now) => this.loadOrCreate(em, command.tmpNumber, now),
      async (shipment, em, now) => {
        if (command.details.floorLeadId) await this.assertUserExists(em, command.details.floorLeadId);
        shipment.checkInContainer(command.details, command.poNumbers, command.actorId, now);
        await this.attachPurchaseOrders(em, shipment.record.id, command.poNumbers, now);
        return toShipmentView(shipment.record, now);
      },
      `TMP number ${command.tmpNumber} or one of its PO numbers was just checked in by someone else.`,
    );
  }

  /** An imported (pending) shipment with this TMP number is advanced; otherwise a new one is created. */
  private async loadOrCreate(em: EntityManager, tmpNumber: string, now: Date) {
    const existing = await em.findOne(Shipment, { tmpNumber }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    return existing ?? em.create(Shipment, { tmpNumber, status: 'pending', workflowStep: 'pending', progressPercentage: 0, createdAt: now, updatedAt: now });
  }

  private async assertUserExists(em: EntityManager, userId: string): Promise<void> {
    if ((await em.count(User, { id: userId })) === 0) {
      throw new DomainError('invalid', 'The chosen floor lead does not exist.', undefined, 'floorLeadId');
    }
  }

  /** docs/product.md §4.1: PO numbers are unique; one attached to another shipment is a conflict. */
  private async attachPurchaseOrders(em: EntityManager, shipmentId: string, poNumbers: string[], now: Date): Promise<void> {
    if (poNumbers.length === 0) return;
    const existing = await em.find(PurchaseOrder, { poNumber: { $in: poNumbers } });
    const taken = existing.filter((po) => po.shipmentId !== shipmentId).map((po) => po.poNumber);
    if (taken.length > 0) {
      throw new DomainError('conflict', `PO ${taken.join(', ')} already belongs to another shipment.`);
    }
    const attached = new Set(existing.map((po) => po.poNumber));
    for (const poNumber of poNumbers.filter((number) => !attached.has(number))) {
      em.create(PurchaseOrder, { poNumber, shipmentId, lateFeesOwed: '0.00', createdAt: now, updatedAt: now });
    }
  }
}
