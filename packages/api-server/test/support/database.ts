// Test databases in the run's PostgreSQL (global-setup.ts), without the app: core tests use
// these directly, so they run whatever state the domains are in; test/support/app.ts builds on them.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase, type Database } from '../../src/core/db/client.js';
import { runMigrations } from '../../src/core/db/migrate.js';
import { TEMPLATES, databaseUrlOf, type TemplateKind } from './templates.js';

async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database in the run's PostgreSQL: every test file gets its own. Empty, or a copy of one of
 * the run's templates (migrated, or migrated and seeded: test/support/templates.ts).
 */
export async function createTestDatabase(template?: TemplateKind): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await withAdminClient((client) => client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${TEMPLATES[template]}` : ''}`));
  return {
    url: databaseUrlOf(inject('databaseUrl'), name),
    drop: () => withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

/** A fresh database, migrated (a copy of the migrated template), with a small pool; `drop` closes the pool and removes it. */
export async function createMigratedDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const created = await createTestDatabase('migrated');
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
