import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import { VALIDATION, type SpotterTask as SpotterTaskView } from '@dockflow/contracts';
import { Clock } from '../../../../common/clock.js';
import { DomainError } from '../../../../common/domain-error.js';
import { appendToEventLog } from '../../../events/event-log.js';
import { Shipment } from '../../../shipments/domain/shipment.entity.js';
import { SpotterTask } from '../../../shipments/domain/workflow-records.entity.js';
import { User } from '../../../users/domain/user.entity.js';
import { SpotterTaskCreated } from '../../domain/spotter-task.events.js';
import { loadSpotterTaskView } from '../../domain/spotter-task-view.js';
import { CreateSpotterTaskCommand } from './create-spotter-task.command.js';

/** New Task: assigned to a user with the spotter crew function (docs/product.md §6.3), optionally about a shipment. */
@CommandHandler(CreateSpotterTaskCommand)
export class CreateSpotterTaskHandler implements ICommandHandler<CreateSpotterTaskCommand, SpotterTaskView> {
  constructor(
    private readonly orm: MikroORM,
    private readonly events: EventBus,
    private readonly clock: Clock,
  ) {}

  async execute({ task, actorId }: CreateSpotterTaskCommand): Promise<SpotterTaskView> {
    const now = this.clock.now();
    const event = await this.orm.em.fork().transactional(async (em) => {
      if (!(await em.count(User, { id: task.assignedTo, crewFunctions: { $contains: ['spotter'] } }))) {
        throw new DomainError('invalid', VALIDATION.assignToSpotter, undefined, 'assignedTo');
      }
      if (task.shipmentId && !(await em.count(Shipment, { id: task.shipmentId }))) {
        throw new DomainError('invalid', 'That shipment does not exist.', undefined, 'shipmentId');
      }
      const row = em.create(SpotterTask, { ...task, taskDescription: task.taskDescription.trim(), status: 'pending', createdAt: now });
      await em.flush();
      const created = new SpotterTaskCreated(await loadSpotterTaskView(em, row), actorId, now);
      appendToEventLog(em, [created]);
      return created;
    });
    this.events.publish(event);
    return event.task;
  }
}
