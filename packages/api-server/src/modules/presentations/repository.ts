import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client.js';
import { accountImages, accounts } from '../accounts/schema.js';
import { bidders, quotes } from '../bidders/schema.js';
import { files } from '../files/schema.js';
import { cities } from '../reference/schema.js';
import { contacts } from '../contacts/schema.js';
import { leads } from '../leads/schema.js';
import { opportunities } from '../opportunities/schema.js';
import { users } from '../../core/auth/schema.js';
import { presentations, presentationVenues } from './schema.js';

export type PresentationRow = typeof presentations.$inferSelect;

/** The newest presentation of an opportunity (the one its link shows), locked when asked. */
export async function latestPresentation(db: Db, opportunityId: number, lock = false): Promise<PresentationRow | undefined> {
  const query = db.select().from(presentations).where(eq(presentations.opportunityId, opportunityId)).orderBy(desc(presentations.id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export interface PresentedBidder {
  bidderId: number;
  quoteId: number;
  booked: boolean;
}

/** A presentation's venues in their order. */
export async function venuesOfPresentation(db: Db, presentationId: number): Promise<PresentedBidder[]> {
  return db
    .select({ bidderId: presentationVenues.bidderId, quoteId: quotes.id, booked: presentationVenues.booked })
    .from(presentationVenues)
    .innerJoin(quotes, eq(quotes.bidderId, presentationVenues.bidderId))
    .where(eq(presentationVenues.presentationId, presentationId))
    .orderBy(asc(presentationVenues.position));
}

/** The venues ticked for presenting whose quotes are submitted, in the admin's order. */
export async function tickedVenues(db: Db, opportunityId: number): Promise<PresentedBidder[]> {
  return db
    .select({ bidderId: bidders.id, quoteId: quotes.id, booked: sql<boolean>`false` })
    .from(bidders)
    .innerJoin(quotes, eq(quotes.bidderId, bidders.id))
    .where(and(eq(bidders.opportunityId, opportunityId), eq(bidders.presentToCustomer, true), eq(quotes.status, 'submitted')))
    .orderBy(asc(bidders.indexPriority), asc(bidders.id));
}

export async function insertPresentation(db: Db, opportunityId: number, sentBy: number, bidderIds: number[]): Promise<PresentationRow> {
  const [row] = await db.insert(presentations).values({ opportunityId, sentBy }).returning();
  await db.insert(presentationVenues).values(bidderIds.map((bidderId, position) => ({ presentationId: row!.id, bidderId, position })));
  return row!;
}

export async function markBooked(db: Db, presentationId: number, bidderIds: number[]): Promise<Date> {
  await db
    .update(presentationVenues)
    .set({ booked: true })
    .where(and(eq(presentationVenues.presentationId, presentationId), inArray(presentationVenues.bidderId, bidderIds)));
  const [row] = await db.update(presentations).set({ bookedAt: sql`now()` }).where(eq(presentations.id, presentationId)).returning({ bookedAt: presentations.bookedAt });
  return row!.bookedAt!;
}

/** Marks the opening told, unless it was within the last hour; true when the caller should tell. */
export async function claimOpenNotice(db: Db, presentationId: number): Promise<boolean> {
  const claimed = await db
    .update(presentations)
    .set({ openNotifiedAt: sql`now()` })
    .where(and(eq(presentations.id, presentationId), sql`(${presentations.openNotifiedAt} is null or ${presentations.openNotifiedAt} < now() - interval '1 hour')`))
    .returning({ id: presentations.id });
  return claimed.length > 0;
}

/** What a partner venue shows of itself: profile texts, place and pictures (main first, then the gallery). */
export async function venueProfile(db: Db, bidderId: number) {
  const [venue] = await db
    .select({
      accountId: accounts.id,
      title: accounts.title,
      description: accounts.description,
      address: accounts.address,
      city: cities.name,
      latitude: accounts.latitude,
      longitude: accounts.longitude,
    })
    .from(bidders)
    .innerJoin(accounts, eq(accounts.id, bidders.accountId))
    .leftJoin(cities, eq(cities.id, accounts.cityId))
    .where(eq(bidders.id, bidderId));
  if (!venue) return undefined;
  const images = await db
    .select({ key: files.key, thumbnailKey: files.thumbnailKey })
    .from(accountImages)
    .innerJoin(files, eq(files.id, accountImages.fileId))
    .where(and(eq(accountImages.accountId, venue.accountId), inArray(accountImages.kind, ['main', 'gallery'])))
    .orderBy(sql`${accountImages.kind} = 'main' desc`, asc(accountImages.position), asc(accountImages.id));
  return { ...venue, images };
}

/** The town of each partner venue of an opportunity (its account's), by bidder id; outside venues have none. */
export async function venueCitiesOfOpportunity(db: Db, opportunityId: number): Promise<Map<number, string>> {
  const rows = await db
    .select({ bidderId: bidders.id, city: cities.name })
    .from(bidders)
    .innerJoin(accounts, eq(accounts.id, bidders.accountId))
    .innerJoin(cities, eq(cities.id, accounts.cityId))
    .where(eq(bidders.opportunityId, opportunityId));
  return new Map(rows.map((row) => [row.bidderId, row.city]));
}

/** Who a presentation is for and from: the customer, its contact and language, the opportunity's owner. */
export async function presentationParties(db: Db, opportunityId: number) {
  const [row] = await db
    .select({
      id: opportunities.id,
      name: opportunities.name,
      status: opportunities.status,
      startDate: opportunities.startDate,
      vatBasis: opportunities.vatBasis,
      customerName: accounts.companyName,
      contactEmail: contacts.email,
      contactFirstName: contacts.firstName,
      language: sql<'sv' | 'en'>`coalesce((select ${leads.language} from ${leads} where ${leads.id} = ${opportunities.leadId}), 'sv')`,
      ownerId: users.id,
      ownerFirstName: users.firstName,
      ownerLastName: users.lastName,
      ownerEmail: users.email,
      ownerLanguage: users.language,
    })
    .from(opportunities)
    .leftJoin(accounts, eq(accounts.id, opportunities.accountId))
    .leftJoin(contacts, eq(contacts.id, opportunities.contactId))
    .leftJoin(users, eq(users.id, opportunities.ownerId))
    .where(eq(opportunities.id, opportunityId));
  return row;
}
export type PresentationParties = NonNullable<Awaited<ReturnType<typeof presentationParties>>>;

/** The admin's tick: this venue is (not) shown to the customer. */
export async function setPresentToCustomer(db: Db, bidderId: number, present: boolean): Promise<void> {
  await db.update(bidders).set({ presentToCustomer: present }).where(eq(bidders.id, bidderId));
}

/** A user's names, for the mail's sender. */
export async function userNames(db: Db, userId: number): Promise<{ firstName: string; lastName: string } | undefined> {
  const [user] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
  return user;
}
