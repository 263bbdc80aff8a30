import { Migration } from '@mikro-orm/migrations';

/**
 * Idempotency-Key (docs/decisions.md, "Idempotency keys"): a command's key, per signed-in user, is
 * stored with the route's answer in the command's own transaction, and answers a retry for 24 hours.
 * A deleted user's keys go with them; the sweep finds old keys by `created_at`.
 */
export class Migration20261124000000_idempotency_keys extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table idempotency_keys (
        user_id uuid not null references users (id) on delete cascade,
        key text not null check (length(key) between 1 and 200),
        method text not null,
        path text not null,
        request_hash text not null,
        status_code integer not null,
        response jsonb null,
        created_at timestamptz not null,
        primary key (user_id, key)
      );`);
    this.addSql(`create index idempotency_keys_created_index on idempotency_keys (created_at);`);
  }
}
