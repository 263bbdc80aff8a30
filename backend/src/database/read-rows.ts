import type { MikroORM } from '@mikro-orm/postgresql';

/** The `?` placeholders em.execute takes, numbered for PostgreSQL ($1, $2...); each stands for one value. */
export function numberedPlaceholders(sql: string, parameterCount: number): string {
  let count = 0;
  const numbered = sql.replace(/\?/g, () => `$${++count}`);
  if (count !== parameterCount) throw new Error(`The statement has ${count} placeholders for ${parameterCount} parameters`);
  return numbered;
}

/**
 * One read statement on the ORM's own connection pool (the same connections and type parsers as
 * em.execute: timestamps arrive as text), past the ORM's query path, which writes every parameter
 * into the SQL text and runs it through its own layers: 14% of a list request's CPU, measured
 * (docs/performance.md, "Read models past the ORM's query path"). Placeholders are `?`, as em.execute
 * takes them, each one value: an array is bound as one PostgreSQL array (`= any(?)`), never expanded.
 */
export async function readRows<Row>(orm: MikroORM, sql: string, parameters: readonly unknown[]): Promise<Row[]> {
  const pool = await orm.em.getConnection().getNativeClient();
  const { rows } = await pool.query(numberedPlaceholders(sql, parameters.length), [...parameters]);
  return rows as Row[];
}
