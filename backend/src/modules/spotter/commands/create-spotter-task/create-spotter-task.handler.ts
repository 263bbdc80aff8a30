import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { VALIDATION, type SpotterTask as SpotterTaskView } from '@dockflow/contracts';
import { CommandTransaction } from '../../../../common/command-transaction.js';
import { DomainError } from '../../../../common/domain-error.js';
import { shipmentExists } from '../../../shipments/shipments.public.js';
import { hasCrewFunction } from '../../../users/users.public.js';
import { SpotterTask } from '../../domain/spotter-task.entity.js';
import { SpotterTaskEvent } from '../../domain/spotter-task.events.js';
import { loadSpotterTaskView } from '../../domain/spotter-task-view.js';
import { CreateSpotterTaskCommand } from './create-spotter-task.command.js';

/** New Task: assigned to a user with the spotter crew function (docs/product.md §6.3), optionally about a shipment. */
@CommandHandler(CreateSpotterTaskCommand)
export class CreateSpotterTaskHandler implements ICommandHandler<CreateSpotterTaskCommand, SpotterTaskView> {
  constructor(private readonly transaction: CommandTransaction) {}

  execute({ task, actorId }: CreateSpotterTaskCommand): Promise<SpotterTaskView> {
    return this.transaction.run(async ({ em, now, record }) => {
      if (!(await hasCrewFunction(em, task.assignedTo, 'spotter'))) {
        throw new DomainError('invalid', VALIDATION.assignToSpotter, undefined, 'assignedTo');
      }
      if (task.shipmentId && !(await shipmentExists(em, task.shipmentId))) {
        throw new DomainError('invalid', 'That shipment does not exist.', undefined, 'shipmentId');
      }
      const row = em.create(SpotterTask, { ...task, taskDescription: task.taskDescription.trim(), status: 'pending', createdAt: now });
      await em.flush();
      const view = await loadSpotterTaskView(em, row);
      record(new SpotterTaskEvent('SpotterTaskCreated', view, actorId, now));
      return view;
    });
  }
}
