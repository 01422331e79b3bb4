import { sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Database } from '../db/client.js';

export const PURGE_EXPIRED = 'purge-expired';

/**
 * Deletes rows that no rule reads any more: throttle and login-attempt history older than a
 * day, auth tokens and password links a week past their expiry or use.
 */
export async function purgeExpired(database: Database): Promise<void> {
  await database.transaction(async (tx) => {
    await tx.db.execute(sql`DELETE FROM throttle_hits WHERE created_at < now() - interval '1 day'`);
    await tx.db.execute(sql`DELETE FROM login_attempts WHERE attempted_at < now() - interval '1 day'`);
    await tx.db.execute(
      sql`DELETE FROM auth_tokens WHERE expires_at < now() - interval '7 days' OR revoked_at < now() - interval '7 days'`,
    );
    await tx.db.execute(
      sql`DELETE FROM password_tokens WHERE expires_at < now() - interval '7 days' OR used_at < now() - interval '7 days'`,
    );
  });
}

export async function startPurgeWorker(boss: PgBoss, database: Database): Promise<void> {
  await boss.work(PURGE_EXPIRED, async () => {
    await purgeExpired(database);
  });
  // Hourly; the singleton queue keeps replicas from running it twice at once.
  await boss.schedule(PURGE_EXPIRED, '17 * * * *');
}
