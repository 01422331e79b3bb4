import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { throttleHits } from './schema.js';

export interface WindowUsage {
  count: number;
  /** Seconds until the oldest hit in the window leaves it; null when the window is empty. */
  oldestExpiresInSeconds: number | null;
}

export async function windowUsage(db: Db, bucket: string, key: string, windowSeconds: number): Promise<WindowUsage> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      oldestExpiresInSeconds: sql<number | null>`extract(epoch from (min(${throttleHits.createdAt}) + make_interval(secs => ${windowSeconds}) - now()))`.mapWith(
        Number,
      ),
    })
    .from(throttleHits)
    .where(
      and(
        eq(throttleHits.bucket, bucket),
        eq(throttleHits.key, key),
        sql`${throttleHits.createdAt} > now() - make_interval(secs => ${windowSeconds})`,
      ),
    );
  return { count: row?.count ?? 0, oldestExpiresInSeconds: row && row.count > 0 ? row.oldestExpiresInSeconds : null };
}

export async function recordHit(db: Db, bucket: string, key: string): Promise<void> {
  await db.insert(throttleHits).values({ bucket, key });
}
