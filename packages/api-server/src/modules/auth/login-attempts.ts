import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client.js';
import { loginAttempts } from './schema.js';

/**
 * When the e-mail has `limit` or more failures within the window: seconds until the oldest of
 * the last `limit` leaves the window, i.e. until another attempt is allowed. Otherwise null.
 */
export async function lockedForSeconds(
  db: Db,
  email: string,
  limit: number,
  windowSeconds: number,
): Promise<number | null> {
  const rows = await db
    .select({
      seconds: sql<number>`extract(epoch from (${loginAttempts.attemptedAt} + make_interval(secs => ${windowSeconds}) - now()))`.mapWith(
        Number,
      ),
    })
    .from(loginAttempts)
    .where(
      sql`${loginAttempts.email} = ${email} AND ${loginAttempts.attemptedAt} > now() - make_interval(secs => ${windowSeconds})`,
    )
    .orderBy(sql`${loginAttempts.attemptedAt} DESC`)
    .offset(limit - 1)
    .limit(1);
  return rows[0]?.seconds ?? null;
}

export async function recordFailure(db: Db, email: string, ip: string | null): Promise<void> {
  await db.insert(loginAttempts).values({ email, ip });
}

export async function clearFailures(db: Db, email: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.email, email));
}
