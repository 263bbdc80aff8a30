import { Command } from '@nestjs/cqrs';

export class UnsubscribeFromPushCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly endpoint: string,
  ) {
    super();
  }
}
