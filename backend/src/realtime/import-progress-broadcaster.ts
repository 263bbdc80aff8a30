import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { SOCKET_EVENTS, type ImportProgressPayload } from '@dockflow/contracts';
import { ImportProgressed } from '../modules/dock-schedule/dock-schedule.public.js';
import { RealtimeGateway, userRoom } from './realtime.gateway.js';

/** An import's progress goes to its uploader's screens only (whichever instance runs the job). */
@EventsHandler(ImportProgressed)
export class ImportProgressBroadcaster implements IEventHandler<ImportProgressed> {
  constructor(private readonly gateway: RealtimeGateway) {}

  handle(event: ImportProgressed): void {
    const payload: ImportProgressPayload = { percent: event.percent, stage: event.stage };
    this.gateway.server.to(userRoom(event.uploaderId)).emit(SOCKET_EVENTS.importProgress, payload);
  }
}
