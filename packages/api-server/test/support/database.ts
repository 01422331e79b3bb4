// Test databases in the run's PostgreSQL (global-setup.ts), without the app: core tests use
// these directly, so they run whatever state the domains are in; test/support/app.ts builds on them.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase, type Database } from '../../src/core/db/client.js';
import { runMigrations } from '../../src/core/db/migrate.js';

async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database in the run's PostgreSQL: every test file gets its own. */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await withAdminClient((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(inject('databaseUrl'));
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

/** A fresh database, migrated, with a small pool; `drop` closes the pool and removes it. */
export async function createMigratedDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const created = await createTestDatabase();
  const database = createDatabase({ connectionString: created.url, max: 4 });
  await runMigrations(database.pool);
  return {
    database,
    drop: async () => {
      await database.close();
      await created.drop();
    },
  };
}
