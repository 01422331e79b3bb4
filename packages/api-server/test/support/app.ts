import type { FastifyInstance, FastifyServerOptions, LightMyRequestResponse } from 'fastify';
import type PgBoss from 'pg-boss';
import { buildApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/core/config.js';
import type { AppContext } from '../../src/core/context.js';
import { createDatabase, type Database } from '../../src/core/db/client.js';
import { runMigrations } from '../../src/core/db/migrate.js';
import { createTestDatabase } from './database.js';
import { testConfigEnv } from './templates.js';
import { demoUsers, seedIfEmpty } from '../../src/seed/seed.js';
import { startBoss } from '../../src/core/jobs/boss.js';
import { jobRegistry } from '../../src/modules/index.js';
import type { MailRetryPolicy } from '../../src/core/mail/queue.js';

export { demoUsers };
export { createTestDatabase };

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  database: Database;
  boss: PgBoss;
  config: Config;
  /** Connection string of this file's own database. */
  databaseUrl: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  seed?: boolean;
  env?: Record<string, string>;
  mailRetry?: MailRetryPolicy;
  serveStatic?: boolean;
  staticRoot?: string;
  /** A database of the test's own (its own PostgreSQL server, which it stops and starts) instead of a fresh one in the run's server. */
  databaseUrl?: string;
  /** A logger whose lines the test reads (none by default). */
  logger?: FastifyServerOptions['logger'];
  /** Routes or hooks of the test's own, added before the app is ready. */
  beforeReady?: (app: FastifyInstance) => void;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const seed = options.seed ?? true;
  // A copy of the run's template, already migrated (and seeded): the steps below then find nothing to do.
  const created = options.databaseUrl ? { url: options.databaseUrl, drop: async () => {} } : await createTestDatabase(seed ? 'seeded' : 'migrated');
  const { DATABASE_URL, ...defaults } = testConfigEnv(created.url);
  const config = loadConfig({ ...defaults, ...options.env, DATABASE_URL });
  const database = createDatabase({ connectionString: created.url, max: 8 });
  await runMigrations(database.pool);
  const boss = await startBoss(database.pool, jobRegistry, {
    background: false,
    // Surfaces in the test output; a job-queue error fails the tests that depend on it.
    onError: (error) => console.error('pg-boss', error),
  });
  const app = await buildApp({
    config,
    database,
    boss,
    logger: options.logger ?? false,
    ...(options.mailRetry ? { mailRetry: options.mailRetry } : {}),
    ...(options.serveStatic ? { serveStatic: true, staticRoot: options.staticRoot } : {}),
  });
  options.beforeReady?.(app);
  await app.ready();
  // A copy of the seeded template is seeded already (seedIfEmpty would hash the demo passwords again to find that out).
  if (seed && options.databaseUrl) await seedIfEmpty(app.ctx);

  return {
    app,
    ctx: app.ctx,
    database,
    boss,
    config,
    databaseUrl: created.url,
    async close() {
      await app.close();
      await boss.stop({ graceful: false, close: false });
      await database.close();
      await created.drop();
    },
  };
}

export type Body = Record<string, any>;

export function json(response: LightMyRequestResponse): Body {
  return response.json() as Body;
}

export async function login(app: FastifyInstance, email: string, password: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ email, password }).toString(),
  });
  if (response.statusCode !== 200) throw new Error(`login ${email} failed: ${response.statusCode} ${response.body}`);
  return json(response).data.token as string;
}

export const loginAs = {
  admin: (app: FastifyInstance) => login(app, demoUsers.admin.email, demoUsers.admin.password),
  partner: (app: FastifyInstance) => login(app, demoUsers.partner.email, demoUsers.partner.password),
  customer: (app: FastifyInstance) => login(app, demoUsers.customer.email, demoUsers.customer.password),
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Polls until `check` returns a value other than undefined, or fails after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Rows of a raw query on the file's database. */
export async function rows<T = Record<string, any>>(database: Database, text: string, values: unknown[] = []): Promise<T[]> {
  const result = await database.pool.query(text, values);
  return result.rows as T[];
}

/** Adds a user with a password; for tests that need more users than the seed has. */
export async function createUser(
  t: TestApp,
  user: { email: string; password: string; role: 1 | 2 | 3; firstName?: string; lastName?: string },
): Promise<number> {
  const { hashPassword } = await import('../../src/core/auth/passwords.js');
  const [row] = await rows<{ id: number }>(
    t.database,
    'INSERT INTO users (email, password_hash, first_name, last_name, role) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [user.email, await hashPassword(user.password), user.firstName ?? 'Test', user.lastName ?? 'User', user.role],
  );
  return row!.id;
}
