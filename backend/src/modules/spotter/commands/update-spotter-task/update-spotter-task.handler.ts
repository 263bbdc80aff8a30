import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LockMode } from '@mikro-orm/postgresql';
import type { SpotterTask as SpotterTaskView } from '@dockflow/contracts';
import { CommandTransaction } from '../../../../common/command-transaction.js';
import { DomainError } from '../../../../common/domain-error.js';
import { SpotterTask } from '../../domain/spotter-task.entity.js';
import { SpotterTaskEvent } from '../../domain/spotter-task.events.js';
import { loadSpotterTaskView } from '../../domain/spotter-task-view.js';
import { UpdateSpotterTaskCommand } from './update-spotter-task.command.js';

/**
 * Start (pending to in progress) and Complete (pending or in progress to completed, stamped by the
 * server). A completed task never goes back. Operators and admins may update any task; the spotter
 * it is assigned to may update their own, whatever their role.
 */
@CommandHandler(UpdateSpotterTaskCommand)
export class UpdateSpotterTaskHandler implements ICommandHandler<UpdateSpotterTaskCommand, SpotterTaskView> {
  constructor(private readonly transaction: CommandTransaction) {}

  execute({ taskId, status, actor }: UpdateSpotterTaskCommand): Promise<SpotterTaskView> {
    return this.transaction.run(async ({ em, now, record }) => {
      const task = await em.findOne(SpotterTask, { id: taskId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!task) throw new DomainError('not_found', 'Task not found.');
      if (actor.role === 'viewer' && task.assignedTo !== actor.id) {
        throw new DomainError('forbidden', 'Only the assigned spotter, an operator or an admin can update this task.');
      }
      if (task.status === 'completed') throw new DomainError('conflict', 'This task is already completed.');
      if (status === 'in_progress' && task.status === 'in_progress') throw new DomainError('conflict', 'This task is already in progress.');
      task.status = status;
      if (status === 'completed') task.completedAt = now;
      await em.flush();
      const view = await loadSpotterTaskView(em, task);
      record(new SpotterTaskEvent(status === 'completed' ? 'SpotterTaskCompleted' : 'SpotterTaskStarted', view, actor.id, now));
      return view;
    });
  }
}
