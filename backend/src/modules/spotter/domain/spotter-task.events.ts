import type { SpotterTask, SpotterTaskEventType } from '@dockflow/contracts';
import { DomainEvent } from '../../../common/events/domain-event.js';

/** A change to a spotter task (catalog: SpotterTaskEventCatalog); a task about a shipment shows on its timeline. */
export class SpotterTaskEvent extends DomainEvent<SpotterTaskEventType> {
  constructor(type: SpotterTaskEventType, task: SpotterTask, actorId: string, occurredAt: Date) {
    const { id: taskId, taskDescription, assignedTo, priority, status } = task;
    super(type, { details: { taskId, taskDescription, assignedTo, priority, status }, changed: { task }, actorId, occurredAt });
  }

  get shipmentId(): string | null {
    return this.changed.task.shipmentId;
  }
}
