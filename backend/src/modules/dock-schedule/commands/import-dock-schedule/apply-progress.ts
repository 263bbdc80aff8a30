import type { ImportStage } from '@dockflow/contracts';

/**
 * What each part of applying a schedule costs, in microseconds per row, as a 10,000-row import measured
 * them (docs/performance.md, "The bar through the writes"): reading what the file names, checking a
 * row against it, and writing a shipment, a PO or an event (an event's and a PO's share of the commit
 * included). Only their proportions matter: they spread the bar over the time the work takes.
 */
export const APPLY_COSTS = { read: 3, check: 10, shipment: 25, purchaseOrder: 15, event: 16 } as const;

export interface ApplyStep {
  /** The share of applying the file that is done, 0 to 1. */
  fraction: number;
  stage: Extract<ImportStage, 'checking' | 'saving'>;
}

export interface PlannedWrites {
  shipments: number;
  purchaseOrders: number;
  events: number;
}

export const writeCost = ({ shipments, purchaseOrders, events }: PlannedWrites): number =>
  shipments * APPLY_COSTS.shipment + purchaseOrders * APPLY_COSTS.purchaseOrder + events * APPLY_COSTS.event;

/**
 * The progress of applying a schedule: work done over work done plus work ahead. The work ahead starts as
 * the most the file could write (every row a shipment and an event, every PO number a PO) and is told
 * what is really left once the rows are checked, so the bar jumps forward when a re-import changes
 * little and never moves back.
 */
export class ApplyProgress {
  private done = 0;
  private reported = 0;

  constructor(
    private ahead: number,
    private readonly onStep: (step: ApplyStep) => void,
  ) {}

  /** `units` of work finished in `stage`; `ahead`, when known better, the units still to come. */
  advance(units: number, stage: ApplyStep['stage'], ahead = this.ahead - units): void {
    this.done += units;
    this.ahead = Math.max(ahead, 0);
    const fraction = this.done + this.ahead === 0 ? 1 : this.done / (this.done + this.ahead);
    if (fraction <= this.reported) return;
    this.reported = fraction;
    this.onStep({ fraction, stage });
  }
}
