import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction } from '../../../../common/command-transaction.js';
import { SubscribeToPushCommand } from './subscribe-to-push.command.js';

/** Devices one user receives pushes on; a new one beyond them replaces the one that opted in longest ago. */
export const MAX_DEVICES_PER_USER = 10;

/**
 * A device opts in: its endpoint is stored for the signed-in user. An endpoint is one browser, so one
 * known already (the same browser again, or a shared tablet signed in by someone else) moves to this user with its new keys.
 * Each push encrypts and signs once per device, synchronously: a user with thousands of stored
 * endpoints held the event loop for seconds at every task assigned to them, hence the bound.
 */
@CommandHandler(SubscribeToPushCommand)
export class SubscribeToPushHandler implements ICommandHandler<SubscribeToPushCommand, void> {
  constructor(private readonly transaction: CommandTransaction) {}

  async execute({ userId, subscription }: SubscribeToPushCommand): Promise<void> {
    await this.transaction.run(async ({ em, now }) => {
      await em.execute(
        `insert into push_subscriptions (id, user_id, endpoint, p256dh, auth, created_at) values (gen_random_uuid(), ?, ?, ?, ?, ?)
         on conflict (endpoint) do update set user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth, created_at = excluded.created_at`,
        [userId, subscription.endpoint, subscription.p256dh, subscription.auth, now],
      );
      await em.execute(
        `delete from push_subscriptions where user_id = ? and id not in
           (select id from push_subscriptions where user_id = ? order by created_at desc, id limit ?)`,
        [userId, userId, MAX_DEVICES_PER_USER],
      );
    });
  }
}
