import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { LoadingRow } from '@dockflow/contracts';
import { executeBulk } from '../../../../database/bulk-statement.js';
import { preparedStatement } from '../../../../database/prepared-statements.js';
import { toLoadingRowView } from '../../domain/workflow-views.js';
import { ShipmentCommandRunner, shipmentById } from '../../shipment-command-runner.js';
import { RecordLoadingRowCommand } from './record-loading-row.command.js';

const RECORDED_ROWS = preparedStatement('select row_number as "rowNumber" from container_loading_records where shipment_id = $1');
const INSERT_ROW = preparedStatement(
  `insert into container_loading_records (id, shipment_id, row_number, photo_urls, notes, operator_id, completed_at, created_at)
   values ($1, $2, $3, $4, $5, $6, $7, $8)`,
);

/**
 * One container row loaded. The shipment is locked, so the rows read here are exactly the rows
 * recorded: the aggregate refuses a row recorded already and derives progress and completion from them.
 * The floor's most frequent command: its rows are read and written as plain SQL, not entities
 * (docs/performance.md, "the session's cookie, the shipment's row").
 */
@CommandHandler(RecordLoadingRowCommand)
export class RecordLoadingRowHandler implements ICommandHandler<RecordLoadingRowCommand, LoadingRow> {
  constructor(private readonly runner: ShipmentCommandRunner) {}

  execute({ shipmentId, rowNumber, notes, actorId }: RecordLoadingRowCommand): Promise<LoadingRow> {
    return this.runner.run(
      shipmentById(shipmentId),
      async (shipment, { em, now }) => {
        const recorded = await executeBulk<{ rowNumber: number }>(em, RECORDED_ROWS, [shipmentId]);
        const row = shipment.recordLoadingRow(rowNumber, notes, recorded, actorId, now);
        await executeBulk(em, INSERT_ROW, [row.id, row.shipmentId, row.rowNumber, row.photoUrls, row.notes, row.operatorId, row.completedAt, row.createdAt]);
        return toLoadingRowView(row);
      },
      `Row ${rowNumber} was just recorded by someone else.`,
    );
  }
}
