import { Query } from '@nestjs/cqrs';
import type { TruckerBoard } from '@dockflow/contracts';

export class TruckerBoardQuery extends Query<TruckerBoard> {}
