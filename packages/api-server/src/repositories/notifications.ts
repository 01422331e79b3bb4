import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { notificationReads, notifications } from '../db/schema.js';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

export interface NotificationWithRead {
  notification: NotificationRow;
  readAt: Date | null;
}

const RECENT = sql`now() - interval '24 hours'`;

export async function insertNotification(db: Db, values: NewNotification): Promise<NotificationRow> {
  const [row] = await db.insert(notifications).values(values).returning();
  if (!row) throw new Error('The notification was not stored');
  return row;
}

/** Notifications of the last 24 hours, newest first, with when `userId` read each one. */
export function recentNotifications(db: Db, userId: number, limit: number): Promise<NotificationWithRead[]> {
  return db
    .select({ notification: notifications, readAt: notificationReads.readAt })
    .from(notifications)
    .leftJoin(
      notificationReads,
      and(eq(notificationReads.notificationId, notifications.id), eq(notificationReads.userId, userId)),
    )
    .where(sql`${notifications.createdAt} > ${RECENT}`)
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
    .where(eq(notifications.id, id));
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
    ON CONFLICT DO NOTHING`);
}
