import { Migration } from '@mikro-orm/migrations';

/**
 * Wall displays as devices (docs/product.md §9, docs/decisions.md "Wall displays"): a display is
 * registered by an admin with the docks it shows; its screen pairs with a short code and then holds
 * a random token. Only SHA-256 hashes of the code and the token are stored. A revoked display keeps
 * its token hash, so its screen is told it was revoked rather than that it was never paired.
 */
export class Migration20261129000000_wall_displays extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table displays (
        id uuid primary key,
        name varchar(100) not null check (length(name) between 1 and 100),
        docks text[] not null check (cardinality(docks) > 0 and docks <@ array['Dock A', 'Dock B', 'Dock C', 'Dock D']),
        pairing_code_hash char(64) null unique,
        pairing_expires_at timestamptz null,
        token_hash char(64) null unique,
        paired_at timestamptz null,
        last_contact_at timestamptz null,
        revoked_at timestamptz null,
        created_by uuid null references users (id) on delete set null,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        check ((pairing_code_hash is null) = (pairing_expires_at is null))
      );`);
  }
}
