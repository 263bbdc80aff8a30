import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import type { CrewMember } from '@dockflow/contracts';
import { displayName } from '../../domain/public-user.js';
import { User } from '../../domain/user.entity.js';
import { ListCrewMembersQuery } from './list-crew-members.query.js';

/** The users an admin marked with a crew function, for the workflow screens' pickers (docs/product.md §6.3). */
@QueryHandler(ListCrewMembersQuery)
export class ListCrewMembersHandler implements IQueryHandler<ListCrewMembersQuery, CrewMember[]> {
  constructor(private readonly orm: MikroORM) {}

  async execute({ crewFunction }: ListCrewMembersQuery): Promise<CrewMember[]> {
    const users = await this.orm.em
      .fork()
      .find(User, { crewFunctions: { $contains: [crewFunction] } }, { orderBy: { firstName: 'asc', lastName: 'asc', username: 'asc' } });
    return users.map((user) => ({ id: user.id, name: displayName(user) }));
  }
}
