import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { LoadingRow } from '@dockflow/contracts';
import { ContainerLoadingRecord } from '../../domain/workflow-records.entity.js';
import { toLoadingRowView } from '../../domain/workflow-views.js';
import { ShipmentCommandRunner, shipmentById } from '../../shipment-command-runner.js';
import { RecordLoadingRowCommand } from './record-loading-row.command.js';

/**
 * One container row loaded. The shipment is locked, so the rows read here are exactly the rows
 * recorded: the aggregate refuses a row recorded already and derives progress and completion from them.
 */
@CommandHandler(RecordLoadingRowCommand)
export class RecordLoadingRowHandler implements ICommandHandler<RecordLoadingRowCommand, LoadingRow> {
  constructor(private readonly runner: ShipmentCommandRunner) {}

  execute({ shipmentId, rowNumber, notes, actorId }: RecordLoadingRowCommand): Promise<LoadingRow> {
    return this.runner.run(
      shipmentById(shipmentId),
      async (shipment, { em, now }) => {
        // Row numbers only, not entities: the flush would otherwise compare up to 19 unchanged rows.
        const recorded = await em.createQueryBuilder(ContainerLoadingRecord).select('rowNumber').where({ shipmentId }).execute('all');
        return toLoadingRowView(em.create(ContainerLoadingRecord, shipment.recordLoadingRow(rowNumber, notes, recorded, actorId, now)));
      },
      `Row ${rowNumber} was just recorded by someone else.`,
    );
  }
}
