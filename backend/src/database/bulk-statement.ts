import type { EntityManager } from '@mikro-orm/postgresql';
import { CompiledQuery, type Transaction } from 'kysely';

/**
 * Runs one statement with real bind parameters ($1, $2...) in the entity manager's transaction.
 * `em.execute` writes every parameter into the SQL text, which for a bulk statement carrying
 * thousands of rows as one JSON value means escaping and sending megabytes of SQL. Errors are
 * converted as MikroORM's own (unique violations stay 409s).
 */
export async function executeBulk<Row = never>(em: EntityManager, sql: string, parameters: unknown[]): Promise<Row[]> {
  // MikroORM 7 runs its transactions on kysely; the context is kysely's transaction.
  const context = em.getTransactionContext() as Transaction<unknown> | undefined;
  if (!context) throw new Error('executeBulk runs inside a transaction');
  try {
    const result = await context.executeQuery(CompiledQuery.raw(sql, parameters) as CompiledQuery<Row>);
    return [...result.rows];
  } catch (error) {
    throw em.getPlatform().getExceptionConverter().convertException(error as Error);
  }
}

/** One statement and its bind parameters, serialized when it is built. */
export interface BulkStatement {
  sql: string;
  parameters: unknown[];
}

/**
 * Statements run one after another in the transaction, in the order they were added, while the caller
 * goes on: a long command checks its next rows while PostgreSQL writes the last ones. After a failure the
 * rest are skipped (the transaction is lost anyway); `settled` waits for all of them and rethrows it.
 */
export class StatementQueue {
  private tail: Promise<void> = Promise.resolve();
  private failure: { error: unknown } | undefined;
  private stopped = false;

  constructor(private readonly em: EntityManager) {}

  get failed(): boolean {
    return this.failure !== undefined;
  }

  /** Queues the statement; `onWritten` runs once it has. */
  add({ sql, parameters }: BulkStatement, onWritten?: () => void): void {
    this.tail = this.tail.then(async () => {
      if (this.failure || this.stopped) return;
      try {
        await executeBulk(this.em, sql, parameters);
        onWritten?.();
      } catch (error) {
        this.failure = { error };
      }
    });
  }

  /** Skips what has not started and waits for what has: the caller is about to roll back. */
  async abandon(): Promise<void> {
    this.stopped = true;
    await this.tail;
  }

  async settled(): Promise<void> {
    await this.tail;
    if (this.failure) throw this.failure.error;
  }
}
