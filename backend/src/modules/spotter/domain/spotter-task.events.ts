import type { SpotterTask } from '@dockflow/contracts';
import { DomainEvent } from '../../../common/domain-event.js';

/** A change to a spotter task; carries the task as it is after the change, for the pushes. */
export abstract class SpotterTaskEvent extends DomainEvent {
  constructor(
    readonly task: SpotterTask,
    actorId: string,
    occurredAt: Date,
  ) {
    super(actorId, occurredAt);
  }

  get shipmentId(): string | null {
    return this.task.shipmentId;
  }

  payload(): Record<string, unknown> {
    return { taskId: this.task.id, taskDescription: this.task.taskDescription, assignedTo: this.task.assignedTo, priority: this.task.priority, status: this.task.status };
  }
}

export class SpotterTaskCreated extends SpotterTaskEvent {
  readonly type = 'SpotterTaskCreated';
}

export class SpotterTaskStarted extends SpotterTaskEvent {
  readonly type = 'SpotterTaskStarted';
}

export class SpotterTaskCompleted extends SpotterTaskEvent {
  readonly type = 'SpotterTaskCompleted';
}

export const SPOTTER_TASK_EVENTS = [SpotterTaskCreated, SpotterTaskStarted, SpotterTaskCompleted];
