import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import { VALIDATION, type PublicUser } from '@dockflow/contracts';
import { DomainError } from '../../../../common/domain-error.js';
import { toPublicUser } from '../../domain/public-user.js';
import { User } from '../../domain/user.entity.js';
import { GetUserQuery } from './get-user.query.js';

/** One profile: one's own, or anyone's for an admin (docs/product.md §2.16, §6.4). */
@QueryHandler(GetUserQuery)
export class GetUserHandler implements IQueryHandler<GetUserQuery, PublicUser> {
  constructor(private readonly orm: MikroORM) {}

  async execute({ userId, viewer }: GetUserQuery): Promise<PublicUser> {
    if (viewer.role !== 'admin' && viewer.id !== userId) throw new DomainError('forbidden', VALIDATION.ownProfileOnly);
    const user = await this.orm.em.fork().findOne(User, { id: userId });
    if (!user) throw new DomainError('not_found', 'User not found.');
    return toPublicUser(user);
  }
}
