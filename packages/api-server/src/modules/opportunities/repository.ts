import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { QueryOf } from '../../core/contract.js';
import type { Db } from '../../core/db/client.js';
import { users } from '../../core/auth/schema.js';
import { countAndPage, searchCondition } from '../../core/db/list-queries.js';
import type { MatchCount, SortOrder } from '../../core/db/paging.js';
import { accounts } from '../accounts/schema.js';
import { contacts } from '../contacts/schema.js';
import { cities, regions } from '../reference/schema.js';
import { opportunities, type OpportunityStatus } from './schema.js';

export type OpportunityRow = typeof opportunities.$inferSelect;
export type NewOpportunityRow = typeof opportunities.$inferInsert;
/** What the code writes: everything but the columns the database keeps. */
export type OpportunityValues = Omit<NewOpportunityRow, 'id' | 'searchText' | 'createdAt' | 'updatedAt'>;

export interface OpportunityWithNames {
  opportunity: OpportunityRow;
  ownerName: string | null;
  accountName: string | null;
  contactName: string | null;
  regionName: string | null;
  cityName: string | null;
  /** Derived from the quotes (bidders module): the won one's bidder and venue, and the stage's signals. */
  winningBidderId: number | null;
  winningVenue: string | null;
  hasQuote: boolean;
  hasSubmittedQuote: boolean;
}

export type OpportunitySort = NonNullable<QueryOf<'getOpportunities'>['sort']>;

export interface OpportunityQuery {
  page: number;
  perPage: number;
  search: string | undefined;
  sort: OpportunitySort;
  order: SortOrder;
  status: OpportunityStatus | undefined;
}

const withNames = {
  opportunity: opportunities,
  ownerName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
  accountName: accounts.companyName,
  contactName: sql<string | null>`${contacts.firstName} || ' ' || ${contacts.lastName}`,
  regionName: regions.name,
  cityName: cities.name,
  winningBidderId: sql<number | null>`(select q.bidder_id from quotes q where q.opportunity_id = ${opportunities.id} and q.status = 'won' limit 1)`,
  winningVenue: sql<string | null>`(
    select coalesce(a.venue_name, a.company_name, b.outside_name) from quotes q
    join bidders b on b.id = q.bidder_id left join accounts a on a.id = b.account_id
    where q.opportunity_id = ${opportunities.id} and q.status = 'won' limit 1)`,
  hasQuote: sql<boolean>`exists (select 1 from quotes q where q.opportunity_id = ${opportunities.id})`,
  hasSubmittedQuote: sql<boolean>`exists (select 1 from quotes q where q.opportunity_id = ${opportunities.id} and q.status = 'submitted')`,
};

function selectWithNames(db: Db) {
  return db
    .select(withNames)
    .from(opportunities)
    .leftJoin(users, eq(users.id, opportunities.ownerId))
    .leftJoin(accounts, eq(accounts.id, opportunities.accountId))
    .leftJoin(contacts, eq(contacts.id, opportunities.contactId))
    .leftJoin(regions, eq(regions.id, opportunities.regionId))
    .leftJoin(cities, eq(cities.id, opportunities.cityId));
}

function sortColumns(sort: OpportunitySort, order: SortOrder): SQL[] {
  const direction = order === 'asc' ? asc : desc;
  const columns: Record<OpportunitySort, SQL[]> = {
    created_at: [direction(opportunities.createdAt)],
    name: [direction(opportunities.name)],
    // PostgreSQL's own null order (undated last ascending, first descending), so both
    // directions read the (start_date, id) index.
    start_date: [direction(opportunities.startDate)],
    participants: [direction(opportunities.participants)],
    // Within a status the newest first, as the index opportunities_status_created_at_idx reads.
    status: [direction(opportunities.status), direction(opportunities.createdAt)],
  };
  // The id makes the order total, so pages neither repeat nor skip rows.
  return [...columns[sort], direction(opportunities.id)];
}

/** One page: the page's ids from the sort's index first, then the names of those rows only. */
export async function listOpportunities(db: Db, query: OpportunityQuery): Promise<{ matches: MatchCount; rows: OpportunityWithNames[] }> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(opportunities.status, query.status));
  if (query.search) conditions.push(searchCondition(opportunities.searchText, query.search));
  const where = conditions.length > 0 ? and(...conditions) : undefined;

  const { matches, page } = await countAndPage(db, opportunities, opportunities.id, where, sortColumns(query.sort, query.order), query);
  const ids = (await page).map((row) => row.id);
  const named = ids.length === 0 ? [] : await selectWithNames(db).where(inArray(opportunities.id, ids));
  const byId = new Map(named.map((row) => [row.opportunity.id, row]));
  return { matches, rows: ids.flatMap((id) => byId.get(id) ?? []) };
}

export async function findOpportunity(db: Db, id: number): Promise<OpportunityWithNames | undefined> {
  const [row] = await selectWithNames(db).where(eq(opportunities.id, id));
  return row;
}

export async function insertOpportunity(db: Db, values: OpportunityValues): Promise<OpportunityRow> {
  const [row] = await db.insert(opportunities).values(values).returning();
  if (!row) throw new Error('The opportunity was not stored');
  return row;
}

/**
 * Compare-and-set: writes `values` only while the opportunity is still open; undefined when it
 * is not (missing, or decided meanwhile: a concurrent lose waits for this row and then sees it).
 */
export async function updateOpenOpportunity(db: Db, id: number, values: Partial<OpportunityValues>): Promise<OpportunityRow | undefined> {
  const [row] = await db
    .update(opportunities)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(opportunities.id, id), eq(opportunities.status, 'open')))
    .returning();
  return row;
}

export async function setSeenByAdmin(db: Db, id: number, seen: boolean): Promise<boolean> {
  const rows = await db.update(opportunities).set({ seenByAdmin: seen }).where(eq(opportunities.id, id)).returning({ id: opportunities.id });
  return rows.length > 0;
}

export async function opportunityExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: opportunities.id }).from(opportunities).where(eq(opportunities.id, id));
  return row !== undefined;
}

/** The customer account a new or edited opportunity names (its type and name). */
export async function findAccountForOpportunity(db: Db, id: number): Promise<{ id: number; type: string; companyName: string } | undefined> {
  const [row] = await db.select({ id: accounts.id, type: accounts.type, companyName: accounts.companyName }).from(accounts).where(eq(accounts.id, id));
  return row;
}

export async function findContactForOpportunity(db: Db, id: number): Promise<{ id: number; accountId: number | null } | undefined> {
  const [row] = await db.select({ id: contacts.id, accountId: contacts.accountId }).from(contacts).where(eq(contacts.id, id));
  return row;
}
