import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import type { DisplayBoard, WorkflowStep } from '@dockflow/contracts';
import { Clock } from '../../../../common/clock.js';
import { Shipment, toShipmentView } from '../../../shipments/shipments.public.js';
import { TruckerBoardHandler } from '../trucker-board/trucker-board.handler.js';
import { DisplayBoardQuery } from './display-board.query.js';

/** Checked in and not completed: a container at its door (docs/product.md §9). */
const AT_DOOR_STEPS: WorkflowStep[] = ['container_checkin', 'truck_checkin', 'bol_entry', 'loading'];

/**
 * What a paired wall display shows, and all it may read: the shipments at a door of its docks and
 * the trucks of those shipments (docs/product.md §9).
 */
@QueryHandler(DisplayBoardQuery)
export class DisplayBoardHandler implements IQueryHandler<DisplayBoardQuery, DisplayBoard> {
  constructor(
    private readonly orm: MikroORM,
    private readonly clock: Clock,
    private readonly truckerBoard: TruckerBoardHandler,
  ) {}

  async execute({ display }: DisplayBoardQuery): Promise<DisplayBoard> {
    const now = this.clock.now();
    const [records, board] = await Promise.all([
      this.orm.em.fork().find(Shipment, { workflowStep: { $in: AT_DOOR_STEPS }, dockLocation: { $in: display.docks } }, { orderBy: { createdAt: 'desc' }, limit: 200 }),
      this.truckerBoard.execute(),
    ]);
    const shipmentIds = new Set(records.map((record) => record.id));
    return {
      display: { id: display.id, name: display.name, docks: display.docks },
      shipments: records.map((record) => toShipmentView(record, now)),
      truckers: board.truckers.filter((trucker) => shipmentIds.has(trucker.shipmentId)),
    };
  }
}
