// The run's template databases, made once by global-setup.ts: one migrated (with pg-boss's schema
// and queues) and one migrated and seeded. A test file's database is a copy of one of them
// (`CREATE DATABASE … TEMPLATE`, test/support/database.ts) instead of running the migrations, pg-boss's
// setup and the seed again: those took seconds of both cores per file, for 80 files.
// No vitest imports here: the global setup runs outside the test workers.
import pg from 'pg';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/core/config.js';
import { createDatabase } from '../../src/core/db/client.js';
import { runMigrations } from '../../src/core/db/migrate.js';
import { startBoss } from '../../src/core/jobs/boss.js';
import { jobRegistry } from '../../src/modules/index.js';
import { seedIfEmpty } from '../../src/seed/seed.js';

/** The templates' names; test/support/database.ts copies them. */
export const TEMPLATES = { migrated: 'portal_template_migrated', seeded: 'portal_template_seeded' } as const;
export type TemplateKind = keyof typeof TEMPLATES;

/** The connection string of database `name` on the server of `serverUrl`. */
export function databaseUrlOf(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The settings every test app starts from (test/support/app.ts adds a test's own). */
export function testConfigEnv(databaseUrl: string): Record<string, string> {
  return { LOG_LEVEL: 'silent', PUBLIC_URL: 'http://portal.test', DATABASE_URL: databaseUrl };
}

async function onServer(serverUrl: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Makes both templates on the run's server (again, if an earlier run left them). */
export async function createTemplates(serverUrl: string): Promise<void> {
  await onServer(serverUrl, [`DROP DATABASE IF EXISTS ${TEMPLATES.seeded} WITH (FORCE)`, `DROP DATABASE IF EXISTS ${TEMPLATES.migrated} WITH (FORCE)`, `CREATE DATABASE ${TEMPLATES.migrated}`]);
  const onError = (error: Error) => console.error('pg-boss (template)', error);
  const migrated = createDatabase({ connectionString: databaseUrlOf(serverUrl, TEMPLATES.migrated), max: 4 });
  try {
    await runMigrations(migrated.pool);
    const boss = await startBoss(migrated.pool, jobRegistry, { background: false, onError });
    await boss.stop({ graceful: false, close: false });
  } finally {
    await migrated.close();
  }
  await onServer(serverUrl, [`CREATE DATABASE ${TEMPLATES.seeded} TEMPLATE ${TEMPLATES.migrated}`]);
  const url = databaseUrlOf(serverUrl, TEMPLATES.seeded);
  const seeded = createDatabase({ connectionString: url, max: 4 });
  const boss = await startBoss(seeded.pool, jobRegistry, { background: false, onError });
  const app = await buildApp({ config: loadConfig(testConfigEnv(url)), database: seeded, boss, logger: false });
  try {
    await app.ready();
    await seedIfEmpty(app.ctx);
  } finally {
    await app.close();
    await boss.stop({ graceful: false, close: false });
    await seeded.close();
  }
}
