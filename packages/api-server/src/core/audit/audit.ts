// What every state change leaves behind, written in the transaction of the change itself:
// an activity-log entry (SPEC §3 Log activity) and, where SPEC names one, a notification.
// The read side (the header's activity list, the bell) lives in modules/activity and
// modules/notifications.
import type { Db } from '../db/client.js';
import { activityLog, notifications, type ActivityEvent, type ActivityProperties } from './schema.js';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

export interface ActivityEntry {
  logName: string;
  event: ActivityEvent;
  subjectType: string;
  subjectId: number;
  causerId: number | null;
  properties: ActivityProperties;
  /** The account the subject relates to, so the account's page lists the entry. */
  accountId?: number | null;
  link: string | null;
  /** When it happened, if not now (demo data written with its history). */
  createdAt?: Date;
}

/** Writes an activity-log entry; call it with the transaction of the change it records. */
export async function recordActivity(db: Db, entry: ActivityEntry): Promise<void> {
  await db.insert(activityLog).values(entry);
}

export interface RecordChange {
  /** The log name and subject type: 'Account', 'Contact', 'Product' … */
  kind: string;
  event: 'created' | 'updated' | 'deleted';
  id: number;
  name: string;
  /** The account whose page lists the entry (while the record exists). */
  accountId?: number | null;
  /** The record's page; dropped once the record is deleted. */
  link: string;
}

/** The entry of a record's save or delete: who did it, the record's name, and a link while it exists. */
export function recordChange(db: Db, causer: { userId: number }, change: RecordChange): Promise<void> {
  const gone = change.event === 'deleted';
  return recordActivity(db, {
    logName: change.kind,
    event: change.event,
    subjectType: change.kind,
    subjectId: change.id,
    causerId: causer.userId,
    properties: { name: change.name },
    accountId: gone ? null : (change.accountId ?? null),
    link: gone ? null : change.link,
  });
}

/** A notification for every admin (user_id null) or for one user (a task reminder). */
export async function insertNotification(db: Db, values: NewNotification): Promise<NotificationRow> {
  const [row] = await db.insert(notifications).values(values).returning();
  if (!row) throw new Error('The notification was not stored');
  return row;
}
