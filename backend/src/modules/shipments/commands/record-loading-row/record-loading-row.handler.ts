import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { LoadingRow } from '@dockflow/contracts';
import { DomainError } from '../../../../common/domain-error.js';
import { ContainerLoadingRecord } from '../../domain/workflow-records.entity.js';
import { toLoadingRowView } from '../../domain/workflow-views.js';
import { ShipmentCommandRunner, shipmentById } from '../../shipment-command-runner.js';
import { RecordLoadingRowCommand } from './record-loading-row.command.js';

/**
 * One container row loaded. The shipment is locked, so the rows counted here are exactly the rows
 * recorded: progress (rows x 5) and completion are derived in the same transaction.
 */
@CommandHandler(RecordLoadingRowCommand)
export class RecordLoadingRowHandler implements ICommandHandler<RecordLoadingRowCommand, LoadingRow> {
  constructor(private readonly runner: ShipmentCommandRunner) {}

  execute({ shipmentId, rowNumber, notes, actorId }: RecordLoadingRowCommand): Promise<LoadingRow> {
    return this.runner.run(
      shipmentById(shipmentId),
      async (shipment, em, now) => {
        if (await em.count(ContainerLoadingRecord, { shipmentId, rowNumber })) {
          throw new DomainError('conflict', `Row ${rowNumber} of shipment ${shipment.record.tmpNumber} is already recorded.`);
        }
        const rowsBefore = await em.count(ContainerLoadingRecord, { shipmentId });
        shipment.recordLoadingRow(rowNumber, rowsBefore, actorId, now);
        const row = em.create(ContainerLoadingRecord, { shipmentId, rowNumber, notes, operatorId: actorId, completedAt: now, photoUrls: [], createdAt: now });
        await em.flush();
        return toLoadingRowView(row);
      },
      `Row ${rowNumber} was just recorded by someone else.`,
    );
  }
}
