import { Query } from '@nestjs/cqrs';
import type { PublicUser, Role } from '@dockflow/contracts';

export class GetUserQuery extends Query<PublicUser> {
  constructor(
    readonly userId: string,
    readonly viewer: { id: string; role: Role },
  ) {
    super();
  }
}
