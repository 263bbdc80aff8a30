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
