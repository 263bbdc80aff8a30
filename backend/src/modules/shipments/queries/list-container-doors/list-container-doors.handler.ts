import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import { CONTAINER_DOORS, type ContainerDoorStatus } from '@dockflow/contracts';
import { readRows } from '../../../../database/read-rows.js';
import { AT_DOOR_STEPS } from '../../door-occupancy.js';
import { ListContainerDoorsQuery } from './list-container-doors.query.js';

interface DoorRow {
  container_door: string;
  id: string;
  tmp_number: string;
  /** A raw query's timestamp: the driver may give it as text. */
  estimated_completion: Date | string | null;
  at_door: boolean;
}

/**
 * Each door's occupant (the newest active shipment there; docs/product.md §3.11 allows one) and the
 * next scheduled one (earliest ETA, then the oldest), for the check-in screen's door picker and the
 * wall display. Two small `distinct on` scans of the shipments at doors and the pending ones.
 */
@QueryHandler(ListContainerDoorsQuery)
export class ListContainerDoorsHandler implements IQueryHandler<ListContainerDoorsQuery, ContainerDoorStatus[]> {
  constructor(private readonly orm: MikroORM) {}

  async execute({ docks }: ListContainerDoorsQuery): Promise<ContainerDoorStatus[]> {
    const steps = AT_DOOR_STEPS.map(() => '?').join(', ');
    const ofDocks = docks ? `and dock_location in (${docks.map(() => '?').join(', ') || 'null'})` : '';
    const dockParams = docks ?? [];
    const rows = await readRows<DoorRow>(
      this.orm,
      `select * from (
         select distinct on (container_door) container_door, id, tmp_number, estimated_completion, true as at_door
         from shipments where container_door is not null and workflow_step in (${steps}) ${ofDocks}
         order by container_door, created_at desc
       ) occupants
       union all
       select * from (
         select distinct on (container_door) container_door, id, tmp_number, estimated_completion, false as at_door
         from shipments where container_door is not null and workflow_step = 'pending' ${ofDocks}
         order by container_door, estimated_completion asc nulls last, created_at asc
       ) planned`,
      [...AT_DOOR_STEPS, ...dockParams, ...dockParams],
    );
    return CONTAINER_DOORS.map((door) => {
      const occupant = rows.find((row) => row.container_door === door && row.at_door);
      const next = rows.find((row) => row.container_door === door && !row.at_door);
      return {
        door,
        occupant: occupant ? { shipmentId: occupant.id, tmpNumber: occupant.tmp_number } : null,
        next: next ? { shipmentId: next.id, tmpNumber: next.tmp_number, estimatedCompletion: next.estimated_completion === null ? null : new Date(next.estimated_completion).toISOString() } : null,
      };
    });
  }
}
