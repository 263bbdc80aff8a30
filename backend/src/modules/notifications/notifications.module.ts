import { Module } from '@nestjs/common';
import { SubscribeToPushHandler } from './commands/subscribe-to-push/subscribe-to-push.handler.js';
import { UnsubscribeFromPushHandler } from './commands/unsubscribe-from-push/unsubscribe-from-push.handler.js';
import { CrewInstructionsPush } from './handlers/crew-instructions-push.js';
import { SpotterTaskPush } from './handlers/spotter-task-push.js';
import { PushController } from './push.controller.js';
import { PushSender } from './push-sender.js';

/** Web Push: devices opt in; spotter tasks and crew instructions reach them with the app closed. */
@Module({
  controllers: [PushController],
  providers: [PushSender, SubscribeToPushHandler, UnsubscribeFromPushHandler, SpotterTaskPush, CrewInstructionsPush],
})
export class NotificationsModule {}
