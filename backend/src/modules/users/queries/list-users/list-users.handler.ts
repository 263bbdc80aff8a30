import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import type { PublicUser } from '@dockflow/contracts';
import { toPublicUser } from '../../domain/public-user.js';
import { User } from '../../domain/user.entity.js';
import { ListUsersQuery } from './list-users.query.js';

/** The user list of User Management: search over username, names and email; role and crew function filters. */
@QueryHandler(ListUsersQuery)
export class ListUsersHandler implements IQueryHandler<ListUsersQuery, PublicUser[]> {
  constructor(private readonly orm: MikroORM) {}

  async execute({ filter }: ListUsersQuery): Promise<PublicUser[]> {
    const qb = this.orm.em.fork().createQueryBuilder(User, 'u');
    if (filter.role) qb.andWhere({ role: filter.role });
    if (filter.crewFunction) qb.andWhere({ crewFunctions: { $contains: [filter.crewFunction] } });
    const search = filter.search?.trim();
    if (search) {
      const pattern = `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
      qb.andWhere(
        `(u.username ilike ? or u.email ilike ? or u.first_name ilike ? or u.last_name ilike ? or concat_ws(' ', u.first_name, u.last_name) ilike ?)`,
        [pattern, pattern, pattern, pattern, pattern],
      );
    }
    qb.orderBy({ username: 'asc' }).limit(500);
    return (await qb.getResultList()).map(toPublicUser);
  }
}
