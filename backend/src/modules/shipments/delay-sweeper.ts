import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CommandTransaction } from '../../common/command-transaction.js';
import { APP_CONFIG, type AppConfig } from '../../config/env.js';
import { overdueSql } from './domain/delayed-status.js';
import { Shipment } from './domain/shipment.entity.js';
import { ShipmentEvent } from './domain/shipment.events.js';
import { toShipmentView } from './domain/shipment-view.js';

/**
 * The periodic half of the delayed overlay (docs/product.md §3.5): stores `delayed` on shipments whose ETA has
 * passed, logs and pushes the change. The workflow step is untouched. Safe on several instances at
 * once: each row is claimed by one UPDATE.
 */
@Injectable()
export class DelaySweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('DelaySweeper');
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly transaction: CommandTransaction,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
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
  sweep(): Promise<number> {
    return this.transaction.run(async ({ em, now, record }) => {
      const rows = await em.execute<{ id: string }[]>(
        `update shipments s set status = 'delayed', updated_at = ? where ${overdueSql('s')} and s.status <> 'delayed' returning s.id`,
        [now, now],
      );
      if (rows.length === 0) return 0;
      const shipments = await em.find(Shipment, { id: { $in: rows.map((row) => row.id) } }, { refresh: true });
      for (const shipment of shipments) {
        record(
          new ShipmentEvent('ShipmentDelayed', toShipmentView(shipment, now), {
            details: { estimatedCompletion: shipment.estimatedCompletion?.toISOString() ?? null, workflowStep: shipment.workflowStep },
            changed: {},
            actorId: null,
            occurredAt: now,
          }),
        );
      }
      return shipments.length;
    });
  }
}
