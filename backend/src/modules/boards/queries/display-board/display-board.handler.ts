import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import type { DisplayBoard } from '@dockflow/contracts';
import { Clock } from '../../../../common/clock.js';
import { AT_DOOR_STEPS, ListContainerDoorsQuery, Shipment, toShipmentView } from '../../../shipments/shipments.public.js';
import { TruckerBoardHandler } from '../trucker-board/trucker-board.handler.js';
import { DisplayBoardQuery } from './display-board.query.js';

/**
 * What a paired wall display shows, and all it may read: the shipments at a door of its docks and
 * the trucks of those shipments, and the next scheduled one at each door (docs/product.md §9).
 */
@QueryHandler(DisplayBoardQuery)
export class DisplayBoardHandler implements IQueryHandler<DisplayBoardQuery, DisplayBoard> {
  constructor(
    private readonly orm: MikroORM,
    private readonly clock: Clock,
    private readonly truckerBoard: TruckerBoardHandler,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ display }: DisplayBoardQuery): Promise<DisplayBoard> {
    const now = this.clock.now();
    const [records, board, doors] = await Promise.all([
      this.orm.em.fork().find(Shipment, { workflowStep: { $in: [...AT_DOOR_STEPS] }, dockLocation: { $in: display.docks } }, { orderBy: { createdAt: 'desc' }, limit: 200 }),
      this.truckerBoard.execute(),
      this.queryBus.execute(new ListContainerDoorsQuery(display.docks)),
    ]);
    const shipmentIds = new Set(records.map((record) => record.id));
    return {
      display: { id: display.id, name: display.name, docks: display.docks },
      shipments: records.map((record) => toShipmentView(record, now)),
      truckers: board.truckers.filter((trucker) => shipmentIds.has(trucker.shipmentId)),
      doors,
    };
  }
}
