import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { QueryOf } from '../../core/contract.js';
import type { Db } from '../../core/db/client.js';
import { users } from '../../core/auth/schema.js';
import { countAndPage, countMatches, listCounting, pageIdsQuery, pageValues, preparedCount, runCount, searchCondition } from '../../core/db/list-queries.js';
import { prepared, preparedFamily } from '../../core/db/prepared.js';
import type { MatchCount, SortOrder } from '../../core/db/paging.js';
import { accounts } from '../accounts/schema.js';
import { contacts } from '../contacts/schema.js';
import { cities, regions } from '../reference/schema.js';
import { settings } from '../settings/schema.js';
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
  /** The latest change of the opportunity, its venues or their quotes; `idle` compares it with the setting. */
  lastTouchedAt: Date;
  idle: boolean;
  /** The latest change an admin should see (new to one who has not seen the opportunity since). */
  changedAt: Date;
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

/**
 * When somebody last touched an opportunity: an edit or a state change (`updated_at`), or a
 * change of one of its venues or their quotes (invited, reordered, answered, won or lost: their `updated_at`), whichever is latest. Derived on read for
 * the rows of a page (index lookups per row) rather than stored, so the venues' and quotes'
 * writes never have to lock the opportunity's row to keep a copy current.
 */
const lastTouchedAt = sql<Date>`greatest(
    ${opportunities.updatedAt},
    (select max(b.updated_at) from bidders b where b.opportunity_id = ${opportunities.id}),
    (select max(q.updated_at) from quotes q where q.opportunity_id = ${opportunities.id}))`;

/** Open, and untouched for longer than the CRM setting's days (the single row of `settings`). */
const idle = sql<boolean>`(${opportunities.status} = 'open' and ${lastTouchedAt} < now() - make_interval(days => coalesce(
    (select ${settings.opportunityIdleDays} from ${settings} where ${settings.id} = 1), 7)))`;

/**
 * The latest change of an opportunity an admin should see: an edit or a state change
 * (`updated_at`), or something a venue or the customer did with one of its venues
 * (`bidders.attention_at`: answered, declined, booked). Not the admins' own work on the venues
 * (inviting, ordering, ticking), which would make every opportunity new to the admin doing it.
 */
const changedAt = sql<Date>`greatest(
    ${opportunities.updatedAt},
    (select max(b.attention_at) from bidders b where b.opportunity_id = ${opportunities.id}))`;

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
  lastTouchedAt: lastTouchedAt.mapWith(opportunities.updatedAt),
  idle,
  changedAt: changedAt.mapWith(opportunities.updatedAt),
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

/** The filters of a list without a search: the status, as a placeholder. */
type OpportunityFilterShape = { status: boolean };
const filterConditions = (shape: OpportunityFilterShape): SQL | undefined =>
  shape.status ? eq(opportunities.status, sql.placeholder('status')) : undefined;

/** The capped count, the page's ids and their names of each shape without a search, as prepared statements. */
const countOpportunities = preparedCount('opportunities.count', opportunities, filterConditions);
const opportunityPageIds = preparedFamily('opportunities.page', (db, shape: OpportunityFilterShape & { sort: OpportunitySort; order: SortOrder }) =>
  pageIdsQuery(db, opportunities, opportunities.id, filterConditions(shape), sortColumns(shape.sort, shape.order)),
);
const namedOpportunities = prepared('opportunities.named', (db) => selectWithNames(db).where(sql`${opportunities.id} = any(${sql.placeholder('ids')})`));

/** One page: the page's ids from the sort's index first, then the names of those rows only. */
export async function listOpportunities(db: Db, query: OpportunityQuery): Promise<{ matches: MatchCount; rows: OpportunityWithNames[] }> {
  let matches: MatchCount;
  let ids: number[];
  if (!query.search) {
    const filter = { status: query.status !== undefined };
    const values = { status: query.status, ...pageValues(query) };
    matches = await runCount(countOpportunities(db, filter), values);
    ids = (await opportunityPageIds(db, { ...filter, sort: query.sort, order: query.order }).execute(values)).map((row) => row.id);
  } else {
    const conditions: SQL[] = [searchCondition(opportunities.searchText, query.search)];
    if (query.status) conditions.push(eq(opportunities.status, query.status));
    const counted = await countAndPage(db, opportunities, opportunities.id, and(...conditions), sortColumns(query.sort, query.order), query);
    matches = counted.matches;
    ids = (await counted.page).map((row) => row.id);
  }
  const named = ids.length === 0 ? [] : await namedOpportunities(db).execute({ ids });
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

/** The columns of the board: the stages of an open opportunity, in the pipeline's order. */
export const openStages = ['new_request', 'venues_invited', 'quotes_in'] as const;
export type OpenStage = (typeof openStages)[number];

const hasQuote = sql`exists (select 1 from quotes q where q.opportunity_id = ${opportunities.id})`;
const hasSubmittedQuote = sql`exists (select 1 from quotes q where q.opportunity_id = ${opportunities.id} and q.status = 'submitted')`;

/** An open opportunity's stage as a condition (the same derivation as rules.ts `stageOf`). */
const stageCondition: Record<OpenStage, SQL> = {
  new_request: sql`not ${hasQuote}`,
  venues_invited: sql`${hasQuote} and not ${hasSubmittedQuote}`,
  quotes_in: hasSubmittedQuote,
};

/** The stage of an open opportunity as an SQL value, for counting the matches of a search by stage. */
const stageValue = sql<OpenStage>`case when ${hasSubmittedQuote} then 'quotes_in' when ${hasQuote} then 'venues_invited' else 'new_request' end`;

/**
 * A search's counts per stage in one pass over its first `cap` matches (read through the trigram
 * index, as the lists' capped counts are): three capped counts side by side each read the
 * matches again (a broad search at 100 000 rows: 54 ms against about 25).
 */
async function stageCountsOfSearch(db: Db, where: SQL | undefined, cap: number): Promise<Record<OpenStage, MatchCount>> {
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    const matched = tx.select({ stage: stageValue.as('stage') }).from(opportunities).where(where).limit(cap + 1).as('matched');
    return tx.select({ stage: matched.stage, total: count() }).from(matched).groupBy(matched.stage);
  });
  const capped = rows.reduce((sum, row) => sum + row.total, 0) > cap;
  // Capped: each column at least this many (never above the cap, as a list's capped count).
  const of = (stage: OpenStage): MatchCount => ({ total: Math.min(rows.find((row) => row.stage === stage)?.total ?? 0, cap), capped });
  return { new_request: of('new_request'), venues_invited: of('venues_invited'), quotes_in: of('quotes_in') };
}

export interface BoardFilter {
  search: string | undefined;
  ownerId: number | undefined;
}

export interface BoardColumnRows {
  stage: OpenStage;
  matches: MatchCount;
  rows: OpportunityWithNames[];
}

/**
 * The board: per open stage its count and its `perColumn` newest opportunities.
 *
 * Counts: without a search, three exact counts side by side (open; open with a quote; open with a
 * submitted quote: the partial open-id indexes merged with the quotes' index), the stages being
 * their differences, which costs a fraction of counting each stage's own condition. With a search
 * the stages of its first 10 000 matches (the lists' cap; beyond it every column says capped).
 * Cards: each column's ids walk the (status, created_at, id) index newest first, checking the
 * stage per row with the quotes' (opportunity_id, status) index, and stop at `perColumn`; the
 * names are then joined to those rows only.
 */
export async function boardOpportunities(db: Db, filter: BoardFilter, perColumn: number): Promise<BoardColumnRows[]> {
  const common: SQL[] = [eq(opportunities.status, 'open')];
  if (filter.ownerId !== undefined) common.push(eq(opportunities.ownerId, filter.ownerId));
  if (filter.search) common.push(searchCondition(opportunities.searchText, filter.search));

  const exactCount = async (condition?: SQL) => (await countMatches(db, opportunities, and(...common, condition))).total;
  const counting: Promise<Record<OpenStage, MatchCount>> = filter.search
    ? stageCountsOfSearch(db, and(...common), listCounting.cap)
    : Promise.all([exactCount(), exactCount(hasQuote), exactCount(hasSubmittedQuote)]).then(([open = 0, withQuote = 0, quotesIn = 0]) => ({
        new_request: { total: open - withQuote, capped: false },
        venues_invited: { total: withQuote - quotesIn, capped: false },
        quotes_in: { total: quotesIn, capped: false },
      }));

  const [counts, columns] = await Promise.all([
    counting,
    Promise.all(
      openStages.map(async (stage) => {
        const ids = await db
          .select({ id: opportunities.id })
          .from(opportunities)
          .where(and(...common, stageCondition[stage]))
          .orderBy(desc(opportunities.createdAt), desc(opportunities.id))
          .limit(perColumn);
        return { stage, ids: ids.map((row) => row.id) };
      }),
    ),
  ]);
  const allIds = columns.flatMap((column) => column.ids);
  const named = allIds.length === 0 ? [] : await selectWithNames(db).where(inArray(opportunities.id, allIds));
  const byId = new Map(named.map((row) => [row.opportunity.id, row]));
  return columns.map(({ stage, ids }) => ({ stage, matches: counts[stage], rows: ids.flatMap((id) => byId.get(id) ?? []) }));
}
