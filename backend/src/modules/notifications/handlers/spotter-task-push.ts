import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { SpotterTaskEvent } from '../../spotter/spotter.public.js';
import { PushSender } from '../push-sender.js';

/** docs/product.md §8.4: a new task reaches its spotter's opted-in devices, app open or not. Sent after the commit, never awaited by the command. */
@EventsHandler(SpotterTaskEvent)
export class SpotterTaskPush implements IEventHandler<SpotterTaskEvent> {
  constructor(private readonly push: PushSender) {}

  handle(event: SpotterTaskEvent): void {
    const { task } = event.changed;
    if (event.type !== 'SpotterTaskCreated' || !task.assignedTo) return;
    const about = task.tmpNumber ? ` (${task.tmpNumber})` : '';
    void this.push.sendToUsers([task.assignedTo], { title: 'New Task Assigned', body: `${task.taskDescription}${about}`, url: '/spotter', tag: `spotter-task:${task.id}` });
  }
}
