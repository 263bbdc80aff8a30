import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import { Clock } from '../../common/clock.js';
import { APP_CONFIG, type AppConfig } from '../../config/env.js';
import { appendToEventLog } from '../events/event-log.js';
import { Shipment } from './domain/shipment.entity.js';
import { toShipmentView } from './domain/shipment-view.js';
import { ShipmentDelayed } from './domain/shipment.events.js';

/**
 * The periodic half of the delayed overlay (docs/product.md §3.5): stores `delayed` on shipments whose ETA has
 * passed (so the status filter finds them), logs and pushes the change. The workflow step is
 * untouched. Safe on several instances at once: each row is claimed by one UPDATE.
 */
@Injectable()
export class DelaySweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('DelaySweeper');
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly orm: MikroORM,
    private readonly events: EventBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.delaySweepSeconds === 0) return;
    this.timer = setInterval(() => {
      this.sweep().catch((error: unknown) => this.logger.error(`Delay sweep failed: ${String(error)}`));
    }, this.config.delaySweepSeconds * 1000);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** Marks every newly overdue shipment delayed; returns how many. */
  async sweep(): Promise<number> {
    const now = this.clock.now();
    const delayed = await this.orm.em.fork().transactional(async (em) => {
      const rows = await em.execute<{ id: string }[]>(
        `update shipments set status = 'delayed', updated_at = ?
         where workflow_step <> 'completed' and estimated_completion < ? and status <> 'delayed'
         returning id`,
        [now, now],
      );
      if (rows.length === 0) return [];
      const shipments = await em.find(Shipment, { id: { $in: rows.map((row) => row.id) } }, { refresh: true });
      const events = shipments.map(
        (shipment) =>
          new ShipmentDelayed(toShipmentView(shipment, now), null, now, {
            estimatedCompletion: shipment.estimatedCompletion?.toISOString() ?? null,
            workflowStep: shipment.workflowStep,
          }),
      );
      appendToEventLog(em, events);
      return events;
    });
    delayed.forEach((event) => this.events.publish(event));
    return delayed.length;
  }
}
