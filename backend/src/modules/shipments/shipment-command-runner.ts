import { Injectable } from '@nestjs/common';
import { EventPublisher } from '@nestjs/cqrs';
import { LockMode, MikroORM, UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/postgresql';
import { Clock } from '../../common/clock.js';
import { DomainError } from '../../common/domain-error.js';
import { appendToEventLog } from '../events/event-log.js';
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
 * Runs one shipment command as "the flow of one command" (docs/architecture.md §1): load and lock the shipment,
 * let the aggregate enforce its rules, store every change and its events in ONE transaction, and
 * publish the events only after the commit.
 */
@Injectable()
export class ShipmentCommandRunner {
  constructor(
    private readonly orm: MikroORM,
    private readonly publisher: EventPublisher,
    private readonly clock: Clock,
  ) {}

  /** `work` gets the command's one `now`, read from the clock once, for every time it stamps. */
  async run<T>(load: ShipmentLoader, work: (shipment: ShipmentAggregate, em: EntityManager, now: Date) => Promise<T>, conflictMessage: string): Promise<T> {
    const now = this.clock.now();
    let shipment: ShipmentAggregate | undefined;
    let result: T;
    try {
      result = await this.orm.em.fork().transactional(async (em) => {
        shipment = this.publisher.mergeObjectContext(new ShipmentAggregate(await load(em, now)));
        const value = await work(shipment, em, now);
        appendToEventLog(em, shipment.getUncommittedEvents());
        return value;
      });
    } catch (error) {
      // The database's unique keys are the last word when two requests race past the checks.
      if (error instanceof UniqueConstraintViolationException) throw new DomainError('conflict', conflictMessage);
      throw error;
    }
    shipment!.commit();
    return result;
  }
}
