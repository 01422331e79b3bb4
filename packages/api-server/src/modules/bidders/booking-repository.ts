// The booking lookups (SQL): a preliminary booking with what every view of it shows, the latest
// booking of bidders or of a quote, and the bidders a customer booked on a presentation. The
// bidders domain owns them because it is the lowest domain that needs them (the bidder card);
// the bookings, quotes and presentations domains read them through bidders/service.ts.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../core/db/client.js';
import { accounts } from '../accounts/schema.js';
import { preliminaryBookings } from '../bookings/schema.js';
import { contacts } from '../contacts/schema.js';
import { leads } from '../leads/schema.js';
import { opportunities } from '../opportunities/schema.js';
import { presentations, presentationVenues } from '../presentations/schema.js';
import { bidders, quotes } from './schema.js';

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

/** Of the given bidders, those booked by the customer on their opportunity's newest presentation. */
export async function bookedBidders(db: Db, bidderIds: number[]): Promise<Set<number>> {
  if (bidderIds.length === 0) return new Set();
  const rows = await db
    .select({ bidderId: presentationVenues.bidderId })
    .from(presentationVenues)
    .innerJoin(presentations, eq(presentations.id, presentationVenues.presentationId))
    .where(
      and(
        inArray(presentationVenues.bidderId, bidderIds),
        eq(presentationVenues.booked, true),
        sql`${presentations.id} = (select max(p.id) from ${presentations} p where p.opportunity_id = ${presentations.opportunityId})`,
      ),
    );
  return new Set(rows.map((row) => row.bidderId));
}
