import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { ContainerDoorStatus } from '@dockflow/contracts';
import { ReadAccess } from '../../common/auth/access.decorator.js';
import { ListContainerDoorsQuery } from './queries/list-container-doors/list-container-doors.query.js';

@Controller('container-doors')
export class ContainerDoorsController {
  constructor(private readonly queries: QueryBus) {}

  /** docs/product.md §3.11, §9: which doors are occupied, and by what; what comes next at each. */
  @Get()
  @ReadAccess()
  list(): Promise<ContainerDoorStatus[]> {
    return this.queries.execute(new ListContainerDoorsQuery());
  }
}
