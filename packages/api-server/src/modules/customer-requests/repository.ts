// The SQL of the customer's request page: the lead and opportunity behind a link, how far the
// request has come (read from the tables the other domains keep), and what the customer wrote.
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../core/db/client.js';
import { users } from '../../core/auth/schema.js';
import { accounts } from '../accounts/schema.js';
import { bidders, quotes } from '../bidders/schema.js';
import { preliminaryBookings } from '../bookings/schema.js';
import { contacts } from '../contacts/schema.js';
import { leads } from '../leads/schema.js';
import { opportunities } from '../opportunities/schema.js';
import { presentations, presentationVenues } from '../presentations/schema.js';
import { customerMessages, type CustomerMessageKind } from './schema.js';

const partner = alias(accounts, 'partner_account');
const venueName = sql<string>`coalesce(${partner.venueName}, ${partner.companyName}, ${bidders.outsideName}, '')`;

export async function findLead(db: Db, id: number) {
  const [row] = await db
    .select({
      id: leads.id,
      firstName: leads.firstName,
      lastName: leads.lastName,
      language: leads.language,
      status: leads.status,
      participants: leads.participants,
      startDate: leads.startDate,
      endDate: leads.endDate,
      createdAt: leads.createdAt,
    })
    .from(leads)
    .where(eq(leads.id, id));
  return row;
}
export type RequestLead = NonNullable<Awaited<ReturnType<typeof findLead>>>;

/** The opportunity of a lead (`leadId`) or by its id, with its contact, customer and owner. */
export async function findOpportunity(db: Db, by: { leadId: number } | { id: number }) {
  const [row] = await db
    .select({
      id: opportunities.id,
      name: opportunities.name,
      status: opportunities.status,
      leadId: opportunities.leadId,
      accountId: opportunities.accountId,
      contactId: opportunities.contactId,
      participants: opportunities.participants,
      startDate: opportunities.startDate,
      endDate: opportunities.endDate,
      createdAt: opportunities.createdAt,
      customerName: accounts.companyName,
      contactFirstName: contacts.firstName,
      contactLastName: contacts.lastName,
      ownerId: users.id,
      ownerFirstName: users.firstName,
      ownerLastName: users.lastName,
      ownerEmail: users.email,
      ownerPhone: sql<string | null>`coalesce(${users.phone}, ${users.mobilePhone})`,
      ownerLanguage: users.language,
    })
    .from(opportunities)
    .leftJoin(accounts, eq(accounts.id, opportunities.accountId))
    .leftJoin(contacts, eq(contacts.id, opportunities.contactId))
    .leftJoin(users, eq(users.id, opportunities.ownerId))
    .where('leadId' in by ? eq(opportunities.leadId, by.leadId) : eq(opportunities.id, by.id));
  return row;
}
export type RequestOpportunity = NonNullable<Awaited<ReturnType<typeof findOpportunity>>>;

/** When the first venue was asked and the first answer came in. */
export async function venueProgress(db: Db, opportunityId: number): Promise<{ askedAt: Date | null; answeredAt: Date | null }> {
  const [row] = await db
    .select({
      askedAt: sql<Date | null>`(select min(${bidders.invitedAt}) from ${bidders} where ${bidders.opportunityId} = ${opportunityId})`.mapWith((value) =>
        value === null ? null : new Date(value),
      ),
      answeredAt: sql<Date | null>`(select min(${quotes.submittedAt}) from ${quotes} where ${quotes.opportunityId} = ${opportunityId})`.mapWith((value) =>
        value === null ? null : new Date(value),
      ),
    })
    .from(sql`(select 1) as one`);
  return row ?? { askedAt: null, answeredAt: null };
}

/** The newest presentation sent, with the venues the customer booked on it. */
export async function latestPresentation(db: Db, opportunityId: number) {
  const [row] = await db
    .select({ id: presentations.id, sentBy: presentations.sentBy, sentAt: presentations.sentAt, bookedAt: presentations.bookedAt })
    .from(presentations)
    .where(eq(presentations.opportunityId, opportunityId))
    .orderBy(desc(presentations.id))
    .limit(1);
  if (!row) return undefined;
  const booked = await db
    .select({ name: venueName })
    .from(presentationVenues)
    .innerJoin(bidders, eq(bidders.id, presentationVenues.bidderId))
    .leftJoin(partner, eq(partner.id, bidders.accountId))
    .where(and(eq(presentationVenues.presentationId, row.id), eq(presentationVenues.booked, true)))
    .orderBy(presentationVenues.position);
  return { ...row, bookedVenues: booked.map((venue) => venue.name) };
}
export type RequestPresentation = NonNullable<Awaited<ReturnType<typeof latestPresentation>>>;

/** The preliminary booking the customer has to do with: the newest one the venue answered. */
export async function latestBooking(db: Db, opportunityId: number) {
  const [row] = await db
    .select({
      id: preliminaryBookings.id,
      status: preliminaryBookings.status,
      holdUntil: preliminaryBookings.holdUntil,
      quoteId: preliminaryBookings.quoteId,
      bidderId: preliminaryBookings.bidderId,
      respondedAt: preliminaryBookings.respondedAt,
      customerAnsweredAt: preliminaryBookings.customerAnsweredAt,
      venueName,
    })
    .from(preliminaryBookings)
    .innerJoin(bidders, eq(bidders.id, preliminaryBookings.bidderId))
    .leftJoin(partner, eq(partner.id, bidders.accountId))
    .where(and(eq(preliminaryBookings.opportunityId, opportunityId), inArray(preliminaryBookings.status, ['held', 'confirmed', 'declined', 'expired'])))
    .orderBy(desc(preliminaryBookings.id))
    .limit(1);
  return row;
}
export type RequestBooking = NonNullable<Awaited<ReturnType<typeof latestBooking>>>;

/** What the customer wrote about this request (a lead's, then its opportunity's), oldest first. */
export function messagesOf(db: Db, leadId: number | null, opportunityId: number | null) {
  const matches = [leadId !== null ? eq(customerMessages.leadId, leadId) : undefined, opportunityId !== null ? eq(customerMessages.opportunityId, opportunityId) : undefined].filter(
    (clause) => clause !== undefined,
  );
  return db
    .select({ kind: customerMessages.kind, body: customerMessages.body, presentationId: customerMessages.presentationId, createdAt: customerMessages.createdAt })
    .from(customerMessages)
    .where(or(...matches))
    .orderBy(customerMessages.createdAt, customerMessages.id)
    .limit(200);
}

export async function insertMessage(
  db: Db,
  values: { kind: CustomerMessageKind; leadId: number | null; opportunityId: number | null; presentationId: number | null; body: string; noteId: number | null },
) {
  const [row] = await db.insert(customerMessages).values(values).onConflictDoNothing().returning();
  return row;
}

export async function noneSuitsOf(db: Db, presentationId: number) {
  const [row] = await db
    .select({ body: customerMessages.body, createdAt: customerMessages.createdAt })
    .from(customerMessages)
    .where(and(eq(customerMessages.presentationId, presentationId), eq(customerMessages.kind, 'none_suits')));
  return row;
}

export async function opportunityOfBooking(db: Db, bookingId: number): Promise<number | null> {
  const [row] = await db.select({ id: preliminaryBookings.opportunityId }).from(preliminaryBookings).where(eq(preliminaryBookings.id, bookingId));
  return row?.id ?? null;
}
