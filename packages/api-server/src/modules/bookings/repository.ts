import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client.js';
import { preliminaryBookings } from './schema.js';

// The reads every view of a booking shows (findBooking, the latest of a bidder or a quote) are
// the bidders domain's booking lookups (bidders/booking-view.ts): the bidder card and the quote
// show a bidder's booking too, and bidders is the lowest domain that needs them.

export type PreliminaryBookingRow = typeof preliminaryBookings.$inferSelect;

export async function lockBooking(db: Db, id: number): Promise<PreliminaryBookingRow | undefined> {
  const [row] = await db.select().from(preliminaryBookings).where(eq(preliminaryBookings.id, id)).for('update');
  return row;
}

export async function openBookingOfBidder(db: Db, bidderId: number): Promise<PreliminaryBookingRow | undefined> {
  const [row] = await db
    .select()
    .from(preliminaryBookings)
    .where(and(eq(preliminaryBookings.bidderId, bidderId), inArray(preliminaryBookings.status, ['requested', 'held'])));
  return row;
}

export async function insertBooking(db: Db, values: typeof preliminaryBookings.$inferInsert): Promise<PreliminaryBookingRow> {
  const [row] = await db.insert(preliminaryBookings).values(values).returning();
  return row!;
}

export async function updateBooking(db: Db, id: number, values: Partial<typeof preliminaryBookings.$inferInsert>): Promise<void> {
  await db
    .update(preliminaryBookings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(preliminaryBookings.id, id));
}

/** Holds due a reminder (their date is today or tomorrow) or past their date, a batch. */
export async function dueHolds(db: Db, today: string, tomorrow: string, limit: number): Promise<{ id: number }[]> {
  return db
    .select({ id: preliminaryBookings.id })
    .from(preliminaryBookings)
    .where(
      and(
        eq(preliminaryBookings.status, 'held'),
        sql`(${preliminaryBookings.holdUntil} < ${today} or (${preliminaryBookings.remindedAt} is null and ${preliminaryBookings.holdUntil} <= ${tomorrow}))`,
      ),
    )
    .orderBy(preliminaryBookings.holdUntil, preliminaryBookings.id)
    .limit(limit);
}
