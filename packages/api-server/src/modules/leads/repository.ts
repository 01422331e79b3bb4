import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { SubqueryWithSelection } from 'drizzle-orm/pg-core';
import type { QueryOf } from '../../core/contract.js';
import type { Db } from '../../core/db/client.js';
import { cities, regions } from '../reference/schema.js';
import { leads, type LeadStatus } from './schema.js';
import { escapeLike, type MatchCount } from '../../core/db/paging.js';
import { countAndPage, pageIdsQuery, pageValues, preparedCount, runCount } from '../../core/db/list-queries.js';
import { preparedFamily } from '../../core/db/prepared.js';

export type LeadRow = typeof leads.$inferSelect;
export type NewLeadRow = typeof leads.$inferInsert;

export interface LeadWithPlace {
  lead: LeadRow;
  regionName: string;
  cityName: string;
}

export type LeadSort = NonNullable<QueryOf<'getLeads'>['sort']>;
export type { SortOrder } from '../../core/db/paging.js';
import type { SortOrder } from '../../core/db/paging.js';

export interface LeadQuery {
  page: number;
  perPage: number;
  search: string | undefined;
  sort: LeadSort;
  order: SortOrder;
  status: LeadStatus | undefined;
}

const withPlace = { lead: leads, regionName: regions.name, cityName: cities.name };

function sortColumns(sort: LeadSort, order: SortOrder): SQL[] {
  const direction = order === 'asc' ? asc : desc;
  const columns: Record<LeadSort, SQL[]> = {
    submitted_at: [direction(leads.submittedAt)],
    name: [direction(leads.firstName), direction(leads.lastName)],
    // Leads without a business come last in both directions.
    business: [order === 'asc' ? sql`${leads.business} asc nulls last` : sql`${leads.business} desc nulls last`],
    start_date: [direction(leads.startDate)],
    participants: [direction(leads.participants)],
    status: [direction(leads.status), desc(leads.submittedAt)],
  };
  // The id makes the order total, so pages neither repeat nor skip rows.
  return [...columns[sort], direction(leads.id)];
}

/** The filters of a list without a search: the status, as a placeholder. */
type LeadFilter = { status: boolean };
const leadFilters = (filter: LeadFilter): SQL | undefined => (filter.status ? eq(leads.status, sql.placeholder('status')) : undefined);

/** The capped count and the page of each shape (filters, sort) without a search, as prepared statements. */
const countLeads = preparedCount('leads.count', leads, leadFilters);
const leadPage = preparedFamily('leads.page', (db, shape: LeadFilter & { sort: LeadSort; order: SortOrder }) => {
  const order = sortColumns(shape.sort, shape.order);
  return joinPlaces(db, pageIdsQuery(db, leads, leads.id, leadFilters(shape), order).as('page'), order);
});

/** The rows of a page's ids (`page`) with their places, in the list's order. */
function joinPlaces(db: Db, page: SubqueryWithSelection<{ id: typeof leads.id }, 'page'>, order: SQL[]) {
  return db
    .select(withPlace)
    .from(leads)
    .innerJoin(page, eq(page.id, leads.id))
    .innerJoin(regions, eq(regions.id, leads.regionId))
    .innerJoin(cities, eq(cities.id, leads.cityId))
    .orderBy(...order);
}

export async function listLeads(db: Db, query: LeadQuery): Promise<{ matches: MatchCount; rows: LeadWithPlace[] }> {
  if (!query.search) {
    const filter = { status: query.status !== undefined };
    const values = { status: query.status, ...pageValues(query) };
    const matches = await runCount(countLeads(db, filter), values);
    const rows = await leadPage(db, { ...filter, sort: query.sort, order: query.order }).execute(values);
    return { matches, rows };
  }
  const conditions: SQL[] = [sql`${leads.searchText} ILIKE ${`%${escapeLike(query.search)}%`}`];
  if (query.status) conditions.push(eq(leads.status, query.status));
  const order = sortColumns(query.sort, query.order);
  const { matches, page } = await countAndPage(db, leads, leads.id, and(...conditions), order, query);
  return { matches, rows: await joinPlaces(db, page.as('page'), order) };
}

export async function findLead(db: Db, id: number): Promise<LeadWithPlace | undefined> {
  const [row] = await db
    .select(withPlace)
    .from(leads)
    .innerJoin(regions, eq(regions.id, leads.regionId))
    .innerJoin(cities, eq(cities.id, leads.cityId))
    .where(eq(leads.id, id));
  return row;
}

export async function insertLead(db: Db, values: NewLeadRow): Promise<LeadRow> {
  const [row] = await db.insert(leads).values(values).returning();
  if (!row) throw new Error('The lead was not stored');
  return row;
}

