import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { QueryOf } from '../../core/contract.js';
import type { Db } from '../../core/db/client.js';
import { cities, regions } from '../reference/schema.js';
import { leads, type LeadStatus } from './schema.js';
import { escapeLike, type MatchCount } from '../../core/db/paging.js';
import { countAndPage } from '../../core/db/list-queries.js';

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

export async function listLeads(db: Db, query: LeadQuery): Promise<{ matches: MatchCount; rows: LeadWithPlace[] }> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(leads.status, query.status));
  if (query.search) conditions.push(sql`${leads.searchText} ILIKE ${`%${escapeLike(query.search)}%`}`);
  const where = conditions.length > 0 ? and(...conditions) : undefined;

  const { matches, page: pageQuery } = await countAndPage(db, leads, leads.id, where, sortColumns(query.sort, query.order), query);
  const page = pageQuery.as('page');
  const rows = await db
    .select(withPlace)
    .from(leads)
    .innerJoin(page, eq(page.id, leads.id))
    .innerJoin(regions, eq(regions.id, leads.regionId))
    .innerJoin(cities, eq(cities.id, leads.cityId))
    .orderBy(...sortColumns(query.sort, query.order));
  return { matches, rows };
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

