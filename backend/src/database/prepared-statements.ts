import pg from 'pg';

/**
 * At most this many texts are kept as named statements: each is prepared once per pooled connection
 * and held by PostgreSQL for the connection's life. A text registered past it runs unnamed, as before.
 */
export const MAX_PREPARED_STATEMENTS = 200;

const statementNames = new Map<string, string>();

/**
 * Marks a SQL text to be sent as a named statement: PostgreSQL parses and plans it once per
 * connection, then only binds and runs it. For the floor's short commands (a loading row: a lock by id,
 * a read, two inserts and an update) parsing and planning were about a third of PostgreSQL's time
 * per row (docs/performance.md, "28 Nov 2026 (07:00-08:20)"). Only for texts of
 * bounded variety whose plan does not depend on the values (a row by its key, an insert): after five
 * runs PostgreSQL may keep one generic plan, which for a search would be the wrong one. Returns the text.
 */
export function preparedStatement(sql: string): string {
  if (!statementNames.has(sql) && statementNames.size < MAX_PREPARED_STATEMENTS) statementNames.set(sql, `dockflow_${statementNames.size + 1}`);
  return sql;
}

type Query = pg.Client['query'];

/**
 * The pool's client (the `Client` of pg's pool options): a query whose text was marked with
 * `preparedStatement` and which carries values goes out as a named statement; anything else as
 * pg sends it. The caller's `query(text, values)` is what kysely and `pool.query` call.
 */
export class PreparingClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const query = this.query.bind(this) as (...args: unknown[]) => ReturnType<Query>;
    this.query = ((text: unknown, values?: unknown, callback?: unknown) => {
      const name = typeof text === 'string' && Array.isArray(values) ? statementNames.get(text) : undefined;
      return name ? query({ name, text, values }, callback) : query(text, values, callback);
    }) as Query;
  }
}
