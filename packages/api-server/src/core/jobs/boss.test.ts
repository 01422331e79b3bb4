import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PgBoss from 'pg-boss';
import { createDatabase, type Database } from '../db/client.js';
import { createTestDatabase } from '../../../test/support/database.js';
import { jobRegistry } from '../../modules/index.js';
import { startBoss } from './boss.js';

// Replicas started together on a fresh database (`pnpm start:cluster`, a deployment of three at
// once) each install pg-boss and create every queue: pg-boss's create_queue makes a partition
// table per queue, and three doing it at once deadlocked (40P01) and ended two of the starts.
describe('startBoss on several replicas at once', () => {
  let created: { url: string; drop: () => Promise<void> };
  const databases: Database[] = [];
  const bosses: PgBoss[] = [];

  beforeAll(async () => {
    created = await createTestDatabase();
    for (let index = 0; index < 3; index++) databases.push(createDatabase({ connectionString: created.url, max: 4 }));
  });

  afterAll(async () => {
    await Promise.all(bosses.map((boss) => boss.stop({ graceful: false, close: false })));
    await Promise.all(databases.map((database) => database.close()));
    await created.drop();
  });

  it('starts every one of them, with each queue made once', async () => {
    const errors: Error[] = [];
    const started = await Promise.allSettled(
      databases.map((database) => startBoss(database.pool, jobRegistry, { background: false, onError: (error) => errors.push(error) })),
    );
    for (const result of started) if (result.status === 'fulfilled') bosses.push(result.value);
    expect(started.filter((result) => result.status === 'rejected').map((result) => String((result as PromiseRejectedResult).reason))).toEqual([]);
    const queues = await databases[0]!.pool.query<{ name: string }>('SELECT name FROM pgboss.queue ORDER BY name');
    expect(queues.rows.map((row) => row.name)).toEqual(jobRegistry.map((job) => job.name).sort());
    expect(errors).toEqual([]);
  });
});
