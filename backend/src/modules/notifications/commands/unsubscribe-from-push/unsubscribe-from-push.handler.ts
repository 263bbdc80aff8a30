import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction } from '../../../../common/command-transaction.js';
import { PushSubscription } from '../../domain/push-subscription.entity.js';
import { UnsubscribeFromPushCommand } from './unsubscribe-from-push.command.js';

/** A device opts out: its endpoint is forgotten, if it is the user's own (unknown endpoints change nothing: the answer is the same). */
@CommandHandler(UnsubscribeFromPushCommand)
export class UnsubscribeFromPushHandler implements ICommandHandler<UnsubscribeFromPushCommand, void> {
  constructor(private readonly transaction: CommandTransaction) {}

  async execute({ userId, endpoint }: UnsubscribeFromPushCommand): Promise<void> {
    await this.transaction.run(async ({ em }) => {
      await em.nativeDelete(PushSubscription, { userId, endpoint });
    });
  }
}
