// The pool's guard (issue 22): inside a transaction, a query through the pool waits for a second
// connection while holding one; ten at once froze the API. The guard makes every such query throw
// at once, in every test that reaches it, instead of only under load.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase } from '../../../test/support/database.js';
import { createDatabase, PoolUsedInTransactionError, type Database } from './client.js';

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  const created = await createTestDatabase();
  database = createDatabase({ connectionString: created.url, max: 2 });
  drop = created.drop;
});

afterAll(async () => {
  await database.close();
  await drop();
});

describe('the connection pool inside a transaction', () => {
  it('refuses a Drizzle query through the pool, naming the caller, and rolls the transaction back', async () => {
    await database.db.execute(sql`CREATE TABLE IF NOT EXISTS guarded (n int)`);
    const attempt = database.transaction(async (tx) => {
      await tx.db.execute(sql`INSERT INTO guarded VALUES (1)`);
      await database.db.execute(sql`SELECT 1`);
    });
    await expect(attempt).rejects.toBeInstanceOf(PoolUsedInTransactionError);
    await attempt.catch((error: Error) => expect(error.stack).toContain('client.test.ts'));
    expect((await database.pool.query('SELECT count(*)::int AS n FROM guarded')).rows).toEqual([{ n: 0 }]);
  });

  it('refuses raw pool queries, pool.connect and a nested transaction', async () => {
    await expect(database.transaction(() => database.pool.query('SELECT 1'))).rejects.toBeInstanceOf(PoolUsedInTransactionError);
    await expect(database.transaction(() => database.pool.connect())).rejects.toBeInstanceOf(PoolUsedInTransactionError);
    await expect(database.transaction(() => database.transaction(async () => 1))).rejects.toBeInstanceOf(PoolUsedInTransactionError);
  });

  it('lets the transaction use its own connection, and the pool again once it has ended', async () => {
    let later: Promise<unknown> | undefined;
    const result = await database.transaction(async (tx) => {
      const { rows } = await tx.executeSql('SELECT 41 + 1 AS n');
      // Work the transaction starts that runs after it (not awaited) may use the pool then.
      later = new Promise((resolve) => setTimeout(resolve, 20)).then(() => database.db.execute(sql`SELECT 1`));
      return rows[0].n as number;
    });
    expect(result).toBe(42);
    await expect(later).resolves.toBeDefined();
    // Side by side outside any transaction, the pool serves everyone, and the probe answers.
    await Promise.all([database.db.execute(sql`SELECT 1`), database.transaction(async (tx) => tx.executeSql('SELECT 1')), database.ping()]);
  });

  it('answers the health probe on its own connection while every pooled one waits for a lock', async () => {
    await database.db.execute(sql`CREATE TABLE IF NOT EXISTS locked (id int PRIMARY KEY)`);
    await database.db.execute(sql`INSERT INTO locked VALUES (1) ON CONFLICT DO NOTHING`);
    let release!: () => void;
    const holding = database.transaction(async (tx) => {
      await tx.executeSql('SELECT id FROM locked WHERE id = 1 FOR UPDATE');
      await new Promise<void>((resolve) => (release = resolve));
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const waiting = database.transaction((tx) => tx.executeSql('SELECT id FROM locked WHERE id = 1 FOR UPDATE'));
    const started = performance.now();
    await database.ping();
    expect(performance.now() - started).toBeLessThan(1000);
    release();
    await Promise.all([holding, waiting]);
  });
});
