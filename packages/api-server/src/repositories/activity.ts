import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { activityLog, users } from '../db/schema.js';

export type NewActivity = typeof activityLog.$inferInsert;
export type ActivityRow = typeof activityLog.$inferSelect;

export async function insertActivity(db: Db, values: NewActivity): Promise<void> {
  await db.insert(activityLog).values(values);
}

export function latestActivities(db: Db, limit: number): Promise<{ entry: ActivityRow; causerName: string | null }[]> {
  return db
    .select({
      entry: activityLog,
      causerName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(activityLog)
    .leftJoin(users, eq(users.id, activityLog.causerId))
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(limit);
}
