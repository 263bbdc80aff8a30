import { Migration } from '@mikro-orm/migrations';

/**
 * Web Push subscriptions (docs/decisions.md, "Web Push"): one row per browser endpoint, owned by the
 * user who opted in on it last; an account's rows go with it.
 */
export class Migration20261129120000_push_subscriptions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table push_subscriptions (
        id uuid primary key,
        user_id uuid not null references users (id) on delete cascade,
        endpoint varchar(1000) not null unique,
        p256dh varchar(200) not null,
        auth varchar(100) not null,
        created_at timestamptz not null
      );`);
    this.addSql(`create index push_subscriptions_user_index on push_subscriptions (user_id);`);
  }
}
