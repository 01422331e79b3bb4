import { sql } from 'drizzle-orm';
import { defineJob } from './registry.js';
import type { Database } from '../db/client.js';
import type { FileStorage } from '../storage/storage.js';

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

/** How long an upload may wait for a record to take it up. */
export const UNATTACHED_FILE_HOURS = 24;

/**
 * Deletes uploads no record took up within a day, bytes first, in batches. The rows are
 * locked meanwhile, so a save naming one of them waits and then finds it gone; when the
 * storage fails, the rows stay and the next run tries again.
 */
export async function purgeUnattachedFiles(database: Database, storage: FileStorage, batchSize = 500): Promise<number> {
  let purged = 0;
  for (;;) {
    const count = await database.transaction(async (tx) => {
      const { rows } = await tx.executeSql(
        `SELECT id, key, thumbnail_key FROM files
          WHERE attached_at IS NULL AND created_at < now() - make_interval(hours => $1)
          ORDER BY created_at LIMIT $2 FOR UPDATE SKIP LOCKED`,
        [UNATTACHED_FILE_HOURS, batchSize],
      );
      const files = rows as { id: number; key: string; thumbnail_key: string | null }[];
      for (const file of files) {
        await storage.delete(file.key);
        if (file.thumbnail_key) await storage.delete(file.thumbnail_key);
      }
      if (files.length > 0) await tx.executeSql('DELETE FROM files WHERE id = ANY($1::int[])', [files.map((file) => file.id)]);
      return files.length;
    });
    purged += count;
    if (count < batchSize) return purged;
  }
}

/** Hourly; the singleton queue keeps replicas from running it twice at once. */
export const purgeExpiredJob = defineJob({
  name: PURGE_EXPIRED,
  policy: 'singleton',
  cron: '17 * * * *',
  async handle(ctx) {
    await purgeExpired(ctx.database);
    await purgeUnattachedFiles(ctx.database, ctx.storage);
  },
});
