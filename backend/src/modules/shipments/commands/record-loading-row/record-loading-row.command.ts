import { Command } from '@nestjs/cqrs';
import type { LoadingRow } from '@dockflow/contracts';

export class RecordLoadingRowCommand extends Command<LoadingRow> {
  constructor(
    readonly shipmentId: string,
    readonly rowNumber: number,
    readonly notes: string | null,
    readonly actorId: string,
  ) {
    super();
  }
}
