import { MikroORM } from '@mikro-orm/postgresql';
import { executeBulk } from '../src/database/bulk-statement.js';
import { ormConfig } from '../src/database/orm-config.js';
import { MAX_PREPARED_STATEMENTS, preparedStatement } from '../src/database/prepared-statements.js';
import { ENTITIES } from '../src/entities.js';
import { shipmentRows } from '../src/modules/shipments/shipment-row-store.js';
import { createTestDatabase } from './support/test-database.js';

interface Prepared {
  statement: string;
  runs: number;
}

describe('named statements for the floor commands (docs/decisions.md, "Named statements for the floor\'s commands")', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let orm: MikroORM;
  const shipmentId = '00000000-0000-4000-8000-000000000077';

  // One pooled connection, so every statement below runs on the session pg_prepared_statements describes.
  const inTransaction = <T>(work: Parameters<MikroORM['em']['transactional']>[0]) => orm.em.transactional(work) as Promise<T>;
  const prepared = () =>
    inTransaction<Prepared[]>((em) =>
      executeBulk<Prepared>(em, 'select statement, (generic_plans + custom_plans)::int as runs from pg_prepared_statements', []),
    );

  beforeAll(async () => {
    database = await createTestDatabase();
    orm = await MikroORM.init(ormConfig(database.url, ENTITIES, 1));
    await orm.em.getConnection().execute(`insert into shipments (id, tmp_number) values ('${shipmentId}', 'TMP-PREPARED-1')`);
  });
  afterAll(async () => {
    await orm.close();
    await database.drop();
  });

  it('prepares a marked statement once per connection and runs it again without preparing', async () => {
    await inTransaction((em) => shipmentRows.lock(em, shipmentId));
    const locked = await inTransaction<Awaited<ReturnType<typeof shipmentRows.lock>>>((em) => shipmentRows.lock(em, shipmentId));
    expect(locked).toMatchObject({ id: shipmentId, tmpNumber: 'TMP-PREPARED-1' });
    const lock = (await prepared()).filter(({ statement }) => statement.includes('from shipments where id = $1 limit 1 for update'));
    expect(lock).toEqual([expect.objectContaining({ runs: 2 })]);
  });

  it('sends a statement that was not marked as before, unnamed', async () => {
    await inTransaction((em) => executeBulk(em, 'select tmp_number from shipments where id = $1', [shipmentId]));
    expect((await prepared()).map(({ statement }) => statement)).not.toContain('select tmp_number from shipments where id = $1');
  });

  it('keeps answering when the table gains a column while the statement is prepared', async () => {
    await inTransaction((em) => shipmentRows.lock(em, shipmentId));
    await orm.em.getConnection().execute('alter table shipments add column prepared_probe text');
    try {
      const locked = await inTransaction<Awaited<ReturnType<typeof shipmentRows.lock>>>((em) => shipmentRows.lock(em, shipmentId));
      expect(locked).toMatchObject({ id: shipmentId });
    } finally {
      await orm.em.getConnection().execute('alter table shipments drop column prepared_probe');
    }
  });

  it(`names at most ${MAX_PREPARED_STATEMENTS} texts, and runs the ones after unnamed`, async () => {
    const texts = Array.from({ length: MAX_PREPARED_STATEMENTS + 1 }, (_, index) => preparedStatement(`select $1::int + ${index} as n`));
    await inTransaction(async (em) => {
      for (const text of texts) await executeBulk(em, text, [1]);
    });
    const named = new Set((await prepared()).map(({ statement }) => statement));
    expect(named.has(texts[0])).toBe(true);
    expect(named.has(texts.at(-1) as string)).toBe(false);
  });

  it('opens its connections without JIT compilation (docs/decisions.md, "No JIT on the app\'s connections")', async () => {
    const [{ jit }] = await orm.em.getConnection().execute<[{ jit: string }]>(`select current_setting('jit') as jit`);
    expect(jit).toBe('off');
  });
});
