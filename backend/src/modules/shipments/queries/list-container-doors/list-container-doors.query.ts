import { Query } from '@nestjs/cqrs';
import type { ContainerDoorStatus } from '@dockflow/contracts';

export class ListContainerDoorsQuery extends Query<ContainerDoorStatus[]> {}
