import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { recordViews, type RecordType } from './schema.js';

/**
 * The user has seen these records now. Concurrent opens of the same record meet in the upsert
 * (never a unique violation), and a later moment never moves back.
 */
export async function markSeen(db: Db, userId: number, type: RecordType, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .insert(recordViews)
    .values(ids.map((recordId) => ({ userId, recordType: type, recordId, seenAt: sql`now()` })))
    .onConflictDoUpdate({
      target: [recordViews.userId, recordViews.recordType, recordViews.recordId],
      set: { seenAt: sql`greatest(${recordViews.seenAt}, excluded.seen_at)` },
    });
}

/** The user wants the records new again, until they see them next. */
export async function markUnseen(db: Db, userId: number, type: RecordType, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .insert(recordViews)
    .values(ids.map((recordId) => ({ userId, recordType: type, recordId, seenAt: null })))
    .onConflictDoUpdate({ target: [recordViews.userId, recordViews.recordType, recordViews.recordId], set: { seenAt: null } });
}

/**
 * When the user last saw each of these records (absent: never; null: marked unseen), by one
 * primary-key lookup per id.
 */
export async function seenAtOf(db: Db, userId: number, type: RecordType, ids: number[]): Promise<Map<number, Date | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: recordViews.recordId, seenAt: recordViews.seenAt })
    .from(recordViews)
    .where(and(eq(recordViews.userId, userId), eq(recordViews.recordType, type), inArray(recordViews.recordId, ids)));
  return new Map(rows.map((row) => [row.id, row.seenAt]));
}

/**
 * New to the user: marked unseen (`seenAt` null), or something changed at `changedAt` (null:
 * nothing to see) after the user last saw the record, or the user never saw it.
 */
export function isNewTo(seenAt: Date | null | undefined, changedAt: Date | null): boolean {
  if (seenAt === null) return true;
  if (changedAt === null) return false;
  return seenAt === undefined || seenAt.getTime() < changedAt.getTime();
}
