import { Injectable } from '@nestjs/common';
import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { CommandTransaction, type CommandScope } from '../../common/command-transaction.js';
import { DomainError } from '../../common/domain-error.js';
import { ShipmentAggregate } from './domain/shipment.aggregate.js';
import { Shipment, type ShipmentRecord } from './domain/shipment.entity.js';

/** How a command finds its shipment inside the transaction (locked, so commands on one shipment queue up). */
export type ShipmentLoader = (em: EntityManager, now: Date) => Promise<ShipmentRecord>;

export const shipmentById =
  (id: string): ShipmentLoader =>
  async (em) => {
    const record = await em.findOne(Shipment, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!record) throw new DomainError('not_found', 'Shipment not found.');
    return record;
  };

/**
 * A shipment command on the one command transaction: load and lock the shipment, let the aggregate
 * enforce its rules, and hand its events to the transaction (stored with the changes, published
 * after the commit).
 */
@Injectable()
export class ShipmentCommandRunner {
  constructor(private readonly transaction: CommandTransaction) {}

  run<T>(load: ShipmentLoader, work: (shipment: ShipmentAggregate, scope: CommandScope) => Promise<T>, conflictMessage: string): Promise<T> {
    return this.transaction.run(
      async (scope) => {
        const shipment = new ShipmentAggregate(await load(scope.em, scope.now));
        const result = await work(shipment, scope);
        scope.record(...shipment.getUncommittedEvents());
        return result;
      },
      { conflictMessage },
    );
  }
}
