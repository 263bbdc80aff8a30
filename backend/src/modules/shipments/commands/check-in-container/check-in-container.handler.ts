import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CREW_FUNCTION_LABELS, type Shipment as ShipmentView } from '@dockflow/contracts';
import { DomainError } from '../../../../common/domain-error.js';
import { hasCrewFunction } from '../../../users/users.public.js';
import { newShipment } from '../../domain/new-records.js';
import { PurchaseOrder } from '../../domain/purchase-order.entity.js';
import type { ShipmentRecord } from '../../domain/shipment.entity.js';
import { claimDoor } from '../../door-occupancy.js';
import { toShipmentView } from '../../domain/shipment-view.js';
import { purchaseOrdersConcerning } from '../../purchase-order-loader.js';
import { ShipmentCommandRunner } from '../../shipment-command-runner.js';
import { shipmentRows } from '../../shipment-row-store.js';
import { CheckInContainerCommand } from './check-in-container.command.js';

@CommandHandler(CheckInContainerCommand)
export class CheckInContainerHandler implements ICommandHandler<CheckInContainerCommand, ShipmentView> {
  constructor(private readonly runner: ShipmentCommandRunner) {}

  execute({ tmpNumber, details, poNumbers, actorId }: CheckInContainerCommand): Promise<ShipmentView> {
    return this.runner.run(
      (em, now) => loadOrCreate(em, tmpNumber, now),
      async (shipment, { em, now }) => {
        // docs/product.md §6: the floor lead picker offers users holding that crew function, like the other crew pickers.
        if (details.floorLeadId && !(await hasCrewFunction(em, details.floorLeadId, 'floor_lead'))) {
          throw new DomainError('invalid', `The chosen person is not a ${CREW_FUNCTION_LABELS.floor_lead}.`, undefined, 'floorLeadId');
        }
        await claimDoor(em, details.containerDoor, shipment.record);
        const known = await purchaseOrdersConcerning(em, shipment.record.id, poNumbers);
        for (const po of shipment.checkInContainer(details, poNumbers, known, actorId, now)) em.create(PurchaseOrder, po);
        return toShipmentView(shipment.record, now);
      },
      `TMP number ${tmpNumber} or one of its PO numbers was just checked in by someone else.`,
    );
  }
}

/** An imported (pending) shipment with this TMP number (in any case) is advanced; otherwise a new one is created. */
async function loadOrCreate(em: EntityManager, tmpNumber: string, now: Date): Promise<ShipmentRecord> {
  const existing = await shipmentRows.lockByTmp(em, tmpNumber);
  if (existing) return existing;
  const created = newShipment(tmpNumber, now);
  await shipmentRows.insert(em, created);
  return created;
}
