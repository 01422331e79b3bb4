import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client.js';
import { notificationReads, notifications } from '../../core/audit/schema.js';

export type NotificationRow = typeof notifications.$inferSelect;

export interface NotificationWithRead {
  notification: NotificationRow;
  readAt: Date | null;
}

const RECENT = sql`now() - interval '24 hours'`;

/** Notifications for every admin (user_id null) and those for this one (a task reminder). */
const visibleTo = (userId: number) => or(isNull(notifications.userId), eq(notifications.userId, userId));

/** Notifications of the last 24 hours that `userId` may see, newest first, with when they read each one. */
export function recentNotifications(db: Db, userId: number, limit: number): Promise<NotificationWithRead[]> {
  return db
    .select({ notification: notifications, readAt: notificationReads.readAt })
    .from(notifications)
    .leftJoin(
      notificationReads,
      and(eq(notificationReads.notificationId, notifications.id), eq(notificationReads.userId, userId)),
    )
    .where(and(sql`${notifications.createdAt} > ${RECENT}`, visibleTo(userId)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function findNotification(db: Db, userId: number, id: string): Promise<NotificationWithRead | undefined> {
  const [row] = await db
    .select({ notification: notifications, readAt: notificationReads.readAt })
    .from(notifications)
    .leftJoin(
      notificationReads,
      and(eq(notificationReads.notificationId, notifications.id), eq(notificationReads.userId, userId)),
    )
    .where(and(eq(notifications.id, id), visibleTo(userId)));
  return row;
}

/** Marks one notification read by the user; the first read time is kept. */
export async function markRead(db: Db, userId: number, notificationId: string): Promise<void> {
  await db.insert(notificationReads).values({ userId, notificationId }).onConflictDoNothing();
}

export async function markRecentRead(db: Db, userId: number): Promise<void> {
  await db.execute(sql`
    INSERT INTO ${notificationReads} (user_id, notification_id)
    SELECT ${userId}, ${notifications.id} FROM ${notifications}
    WHERE ${notifications.createdAt} > ${RECENT}
      AND (${notifications.userId} IS NULL OR ${notifications.userId} = ${userId})
    ON CONFLICT DO NOTHING`);
}
