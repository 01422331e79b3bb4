import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../core/db/client.js';
import { accounts } from '../accounts/schema.js';
import { bidders, quotes } from '../bidders/schema.js';
import { contacts } from '../contacts/schema.js';
import { leads } from '../leads/schema.js';
import { opportunities } from '../opportunities/schema.js';
import { preliminaryBookings } from './schema.js';

export type PreliminaryBookingRow = typeof preliminaryBookings.$inferSelect;

const customer = alias(accounts, 'customer_account');
const partner = alias(accounts, 'partner_account');

/** A preliminary booking with what every view of it shows: the request, the customer, the venue, the quote's totals. */
function selectBookings(db: Db) {
  return db
    .select({
      booking: preliminaryBookings,
      opportunity: {
        id: opportunities.id,
        name: opportunities.name,
        status: opportunities.status,
        ownerId: opportunities.ownerId,
        accountId: opportunities.accountId,
        contactId: opportunities.contactId,
        participants: opportunities.participants,
        startDate: opportunities.startDate,
        endDate: opportunities.endDate,
        vatBasis: opportunities.vatBasis,
      },
      customerName: customer.companyName,
      contactEmail: contacts.email,
      contactFirstName: contacts.firstName,
      customerLanguage: sql<'sv' | 'en'>`coalesce((select ${leads.language} from ${leads} where ${leads.id} = ${opportunities.leadId}), 'sv')`,
      venueName: sql<string>`coalesce(${partner.venueName}, ${partner.companyName}, ${bidders.outsideName}, '')`,
      venueAccountId: bidders.accountId,
      totalExVat: quotes.totalExVat,
      totalIncVat: quotes.totalIncVat,
    })
    .from(preliminaryBookings)
    .innerJoin(opportunities, eq(opportunities.id, preliminaryBookings.opportunityId))
    .innerJoin(bidders, eq(bidders.id, preliminaryBookings.bidderId))
    .innerJoin(quotes, eq(quotes.id, preliminaryBookings.quoteId))
    .leftJoin(customer, eq(customer.id, opportunities.accountId))
    .leftJoin(contacts, eq(contacts.id, opportunities.contactId))
    .leftJoin(partner, eq(partner.id, bidders.accountId));
}

export type BookingView = Awaited<ReturnType<ReturnType<typeof selectBookings>['execute']>>[number];

export async function findBooking(db: Db, id: number): Promise<BookingView | undefined> {
  const [row] = await selectBookings(db).where(eq(preliminaryBookings.id, id));
  return row;
}

/** The latest booking of each bidder given. */
export async function latestBookingsOfBidders(db: Db, bidderIds: number[]): Promise<BookingView[]> {
  if (bidderIds.length === 0) return [];
  const latest = db
    .select({ id: sql<number>`max(${preliminaryBookings.id})`.as('id') })
    .from(preliminaryBookings)
    .where(inArray(preliminaryBookings.bidderId, bidderIds))
    .groupBy(preliminaryBookings.bidderId);
  return selectBookings(db).where(inArray(preliminaryBookings.id, latest));
}

/** The latest booking of a quote (a venue's view of its quote). */
export async function latestBookingOfQuote(db: Db, quoteId: number): Promise<BookingView | undefined> {
  const [row] = await selectBookings(db).where(eq(preliminaryBookings.quoteId, quoteId)).orderBy(desc(preliminaryBookings.id)).limit(1);
  return row;
}

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
