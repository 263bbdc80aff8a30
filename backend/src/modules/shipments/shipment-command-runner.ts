import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CommandTransaction, type CommandScope } from '../../common/command-transaction.js';
import { DomainError } from '../../common/domain-error.js';
import { ShipmentAggregate } from './domain/shipment.aggregate.js';
import type { ShipmentRecord } from './domain/shipment.entity.js';
import { shipmentRows } from './shipment-row-store.js';

/** How a command finds its shipment inside the transaction (locked, so commands on one shipment queue up). */
export type ShipmentLoader = (em: EntityManager, now: Date) => Promise<ShipmentRecord>;

export const shipmentById =
  (id: string): ShipmentLoader =>
  async (em) => {
    const record = await shipmentRows.lock(em, id);
    if (!record) throw new DomainError('not_found', 'Shipment not found.');
    return record;
  };

/**
 * A shipment command on the one command transaction: load and lock the shipment, let the aggregate
 * enforce its rules, write what it changed in the shipment, and hand its events to the transaction
 * (stored with the changes, published after the commit).
 */
@Injectable()
export class ShipmentCommandRunner {
  constructor(private readonly transaction: CommandTransaction) {}

  run<T>(load: ShipmentLoader, work: (shipment: ShipmentAggregate, scope: CommandScope) => Promise<T>, conflictMessage: string): Promise<T> {
    return this.transaction.run(
      async (scope) => {
        const record = await load(scope.em, scope.now);
        const before = { ...record };
        const shipment = new ShipmentAggregate(record);
        const result = await work(shipment, scope);
        await shipmentRows.saveChanges(scope.em, before, record);
        scope.record(...shipment.getUncommittedEvents());
        return result;
      },
      { conflictMessage },
    );
  }
}
