import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { throttleHits } from './schema.js';

export interface WindowUsage {
  count: number;
  /** Seconds until the oldest hit in the window leaves it; null when the window is empty. */
  oldestExpiresInSeconds: number | null;
}

/** The hits of `key` in `bucket` that are still inside the window. */
function inWindow(bucket: string, key: string, windowSeconds: number) {
  return and(eq(throttleHits.bucket, bucket), eq(throttleHits.key, key), sql`${throttleHits.createdAt} > now() - make_interval(secs => ${windowSeconds})`);
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
    .where(inWindow(bucket, key, windowSeconds));
  return { count: row?.count ?? 0, oldestExpiresInSeconds: row && row.count > 0 ? row.oldestExpiresInSeconds : null };
}

export async function recordHit(db: Db, bucket: string, key: string): Promise<void> {
  await db.insert(throttleHits).values({ bucket, key });
}

/**
 * When the window holds `limit` or more hits: seconds until the `limit`-th newest leaves it, i.e.
 * until one more is allowed; otherwise null. One statement that reads at most `limit` index
 * entries (newest first), however many hits a flood left.
 */
export async function blockedForSeconds(db: Db, bucket: string, key: string, limit: number, windowSeconds: number): Promise<number | null> {
  const rows = await db
    .select({
      seconds: sql<number>`extract(epoch from (${throttleHits.createdAt} + make_interval(secs => ${windowSeconds}) - now()))`.mapWith(Number),
    })
    .from(throttleHits)
    .where(inWindow(bucket, key, windowSeconds))
    .orderBy(sql`${throttleHits.createdAt} DESC`)
    .offset(limit - 1)
    .limit(1);
  return rows[0]?.seconds ?? null;
}
