import { Query } from '@nestjs/cqrs';
import type { WallDisplay } from '@dockflow/contracts';

export class ListDisplaysQuery extends Query<WallDisplay[]> {}
