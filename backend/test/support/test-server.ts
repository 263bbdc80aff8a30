import pg from 'pg';

export const TEMPLATE_DATABASE = 'dockflow_test_template';

/** Where the integration tests' PostgreSQL lives: DATABASE_URL, or the embedded server started by global setup. */
export function serverUrl(): string {
  const url = process.env.DOCKFLOW_TEST_SERVER_URL;
  if (!url) throw new Error('Integration tests need the jest global setup (DOCKFLOW_TEST_SERVER_URL is unset)');
  return url;
}

export function databaseUrl(database: string): string {
  const url = new URL(serverUrl());
  url.pathname = `/${database}`;
  return url.toString();
}

export async function withServerClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
