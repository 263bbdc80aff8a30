import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import type { WallDisplay } from '@dockflow/contracts';
import { toWallDisplay } from '../../domain/display-view.js';
import { Display } from '../../domain/display.entity.js';
import { ListDisplaysQuery } from './list-displays.query.js';

/** The admin's list of wall displays: revoked ones last, then by name. */
@QueryHandler(ListDisplaysQuery)
export class ListDisplaysHandler implements IQueryHandler<ListDisplaysQuery, WallDisplay[]> {
  constructor(private readonly orm: MikroORM) {}

  async execute(): Promise<WallDisplay[]> {
    const displays = await this.orm.em.fork().find(Display, {}, { orderBy: { revokedAt: 'asc nulls first', name: 'asc' }, limit: 500 });
    return displays.map(toWallDisplay);
  }
}
