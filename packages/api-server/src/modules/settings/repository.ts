import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client.js';
import { settings } from './schema.js';

export type SettingsRow = typeof settings.$inferSelect;

/** The one row; migration 0012 inserts it, the insert here only guards a database without it. */
export async function readSettings(db: Db): Promise<SettingsRow> {
  const [row] = await db.select().from(settings).where(eq(settings.id, 1));
  if (row) return row;
  const [inserted] = await db.insert(settings).values({ id: 1 }).onConflictDoNothing().returning();
  return inserted ?? (await readSettings(db));
}

export type SettingsValues = Partial<Omit<typeof settings.$inferInsert, 'id' | 'updatedAt' | 'updatedBy'>> & { opportunityIdleDays: number };

export async function writeSettings(db: Db, values: SettingsValues, userId: number | null): Promise<SettingsRow> {
  const [row] = await db
    .insert(settings)
    .values({ id: 1, ...values, updatedBy: userId })
    .onConflictDoUpdate({ target: settings.id, set: { ...values, updatedBy: userId, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error('The settings were not stored');
  return row;
}
