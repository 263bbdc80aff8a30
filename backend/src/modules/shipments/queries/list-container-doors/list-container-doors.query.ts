import { Query } from '@nestjs/cqrs';
import type { ContainerDoorStatus, DockLocation } from '@dockflow/contracts';

/** Every door's status; with `docks`, counting only the shipments of those docks (a wall display's). */
export class ListContainerDoorsQuery extends Query<ContainerDoorStatus[]> {
  constructor(readonly docks?: readonly DockLocation[]) {
    super();
  }
}
