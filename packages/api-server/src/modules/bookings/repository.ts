import { and, asc, count, desc, eq, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../core/db/client.js';
import { accounts } from '../accounts/schema.js';
import { bidders } from '../bidders/schema.js';
import { opportunities } from '../opportunities/schema.js';
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

/** Who asks for the holds nearing their end: every venue (the admin), or one venue's account (a partner). */
export interface EndingHoldsQuery {
  /** The last hold date listed (today + the days asked). */
  until: string;
  /** A partner's account; null for the admin. */
  accountId: number | null;
  limit: number;
}

/**
 * The held bookings of open opportunities whose date is at most `until` (the held index on
 * hold_until; the sweep expires those past their date), and for the admin the extension requests
 * the venue has not answered (their own small index), soonest first, with the count of all.
 */
export async function endingHolds(db: Db, query: EndingHoldsQuery) {
  const held = and(eq(preliminaryBookings.status, 'held'), lte(preliminaryBookings.holdUntil, query.until));
  const extending = and(eq(preliminaryBookings.status, 'requested'), isNotNull(preliminaryBookings.extensionRequestedAt));
  const which: SQL = query.accountId === null ? sql`(${held} or ${extending})` : and(held, eq(bidders.accountId, query.accountId))!;
  const where = and(which, eq(opportunities.status, 'open'));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: preliminaryBookings.id,
        opportunityId: preliminaryBookings.opportunityId,
        opportunityName: opportunities.name,
        quoteId: preliminaryBookings.quoteId,
        bidderId: preliminaryBookings.bidderId,
        venueName: sql<string>`coalesce(${accounts.venueName}, ${accounts.companyName}, ${bidders.outsideName}, '')`,
        status: preliminaryBookings.status,
        holdUntil: preliminaryBookings.holdUntil,
        startDate: opportunities.startDate,
        endDate: opportunities.endDate,
        remindedAt: preliminaryBookings.remindedAt,
        extensionRequestedAt: preliminaryBookings.extensionRequestedAt,
      })
      .from(preliminaryBookings)
      .innerJoin(opportunities, eq(opportunities.id, preliminaryBookings.opportunityId))
      .innerJoin(bidders, eq(bidders.id, preliminaryBookings.bidderId))
      .leftJoin(accounts, eq(accounts.id, bidders.accountId))
      .where(where)
      .orderBy(asc(preliminaryBookings.holdUntil), asc(preliminaryBookings.id))
      .limit(query.limit),
    db
      .select({ value: count() })
      .from(preliminaryBookings)
      .innerJoin(opportunities, eq(opportunities.id, preliminaryBookings.opportunityId))
      .innerJoin(bidders, eq(bidders.id, preliminaryBookings.bidderId))
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** A venue's declined preliminary bookings per reason, and the latest texts given with 'other'. */
export async function declineCounts(db: Db, accountId: number) {
  const ofVenue = and(eq(bidders.accountId, accountId), isNotNull(preliminaryBookings.declineReason));
  const [counts, others] = await Promise.all([
    db
      .select({ reason: preliminaryBookings.declineReason, value: count() })
      .from(preliminaryBookings)
      .innerJoin(bidders, eq(bidders.id, preliminaryBookings.bidderId))
      .where(ofVenue)
      .groupBy(preliminaryBookings.declineReason),
    db
      .select({ text: preliminaryBookings.declineReasonText })
      .from(preliminaryBookings)
      .innerJoin(bidders, eq(bidders.id, preliminaryBookings.bidderId))
      .where(and(ofVenue, eq(preliminaryBookings.declineReason, 'other'), isNotNull(preliminaryBookings.declineReasonText)))
      .orderBy(desc(preliminaryBookings.respondedAt), desc(preliminaryBookings.id))
      .limit(5),
  ]);
  return { counts, others: others.map((row) => row.text!) };
}
