import { Command } from '@nestjs/cqrs';

export class SubscribeToPushCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly subscription: { endpoint: string; p256dh: string; auth: string },
  ) {
    super();
  }
}
