import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { QueryOf } from '../../core/contract.js';
import type { Db } from '../../core/db/client.js';
import { users } from '../../core/auth/schema.js';
import { countAndPage, listCounting, pageIdsQuery, pageValues, preparedCount, runCount, searchCondition } from '../../core/db/list-queries.js';
import { prepared, preparedFamily } from '../../core/db/prepared.js';
import { escapeLike, type MatchCount, type SortOrder } from '../../core/db/paging.js';
import { accounts } from '../accounts/schema.js';
import { contacts } from '../contacts/schema.js';
import { cities, regions } from '../reference/schema.js';
import { settings } from '../settings/schema.js';
import { opportunities, opportunityStages, type OpportunityStage, type OpportunityStatus } from './schema.js';

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
  hasSubmittedQuote: boolean;
  /** Derived now (migration 0027's rule, inside this transaction too): the stage and the value in öre. */
  derived: { stage: OpportunityStage; value_ex_vat: number | null; value_inc_vat: number | null };
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
  ownerId: number | undefined;
}

/**
 * When somebody last touched an opportunity: an edit or a state change (`updated_at`, which
 * marking it seen does not move), a change of one of its venues or their quotes (invited,
 * reordered, answered, won or lost: their `updated_at`), a presentation sent or booked, or a
 * preliminary booking asked or answered, whichever is latest. Derived on read for
 * the rows of a page (index lookups per row) rather than stored, so the venues' and quotes'
 * writes never have to lock the opportunity's row to keep a copy current.
 */
const lastTouchedAt = sql<Date>`greatest(
    ${opportunities.updatedAt},
    (select max(b.updated_at) from bidders b where b.opportunity_id = ${opportunities.id}),
    (select max(q.updated_at) from quotes q where q.opportunity_id = ${opportunities.id}),
    (select greatest(p.sent_at, p.booked_at) from presentations p where p.opportunity_id = ${opportunities.id} order by p.id desc limit 1),
    (select max(pb.updated_at) from preliminary_bookings pb where pb.opportunity_id = ${opportunities.id}))`;

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
  derived: sql<OpportunityWithNames['derived']>`(select json_build_object('stage', d.stage, 'value_ex_vat', d.value_ex_vat, 'value_inc_vat', d.value_inc_vat)
    from opportunity_stages_derived(array[${opportunities.id}]) d)`,
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

/**
 * The board's cards: what a card shows, its stage and value as kept in `opportunity_stages` (the
 * columns' totals agree with them) and `last_touched_at` once; `idle` is the caller's to compare
 * (the same rule as the list's, with the setting it reads anyway). Nine columns of 20 cards: the
 * list's derivations per row cost twice as much.
 */
function selectCards(db: Db) {
  return db
    .select({
      ...withNames,
      contactName: sql<string | null>`null`,
      regionName: sql<string | null>`null`,
      cityName: sql<string | null>`null`,
      winningBidderId: sql<number | null>`null`,
      winningVenue: sql<string | null>`null`,
      derived: sql<OpportunityWithNames['derived']>`json_build_object('stage', ${opportunityStages.stage}, 'value_ex_vat', ${opportunityStages.valueExVat}, 'value_inc_vat', ${opportunityStages.valueIncVat})`,
      idle: sql<boolean>`false`,
    })
    .from(opportunities)
    .innerJoin(opportunityStages, eq(opportunityStages.opportunityId, opportunities.id))
    .leftJoin(users, eq(users.id, opportunities.ownerId))
    .leftJoin(accounts, eq(accounts.id, opportunities.accountId));
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

/** The filters of a list without a search: the status and the owner, as placeholders. */
type OpportunityFilterShape = { status: boolean; owner: boolean };
const filterConditions = (shape: OpportunityFilterShape): SQL | undefined =>
  and(
    shape.status ? eq(opportunities.status, sql.placeholder('status')) : undefined,
    shape.owner ? eq(opportunities.ownerId, sql.placeholder('ownerId')) : undefined,
  );

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
    const filter = { status: query.status !== undefined, owner: query.ownerId !== undefined };
    const values = { status: query.status, ownerId: query.ownerId, ...pageValues(query) };
    matches = await runCount(countOpportunities(db, filter), values);
    ids = (await opportunityPageIds(db, { ...filter, sort: query.sort, order: query.order }).execute(values)).map((row) => row.id);
  } else {
    const conditions: SQL[] = [searchCondition(opportunities.searchText, query.search)];
    if (query.status) conditions.push(eq(opportunities.status, query.status));
    if (query.ownerId !== undefined) conditions.push(eq(opportunities.ownerId, query.ownerId));
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

/** The columns of the board, in the pipeline's order (PIPELINE.md): the open stages, then the end states. */
export const boardStages = ['new_request', 'venues_invited', 'quotes_in', 'presented', 'customer_chose', 'preliminary_booked', 'won', 'lost', 'closed'] as const;
export type BoardStage = (typeof boardStages)[number];
/** The stages of an open opportunity (the dashboard's figures). */
export const openStages = boardStages.slice(0, 6);

export interface BoardFilter {
  search: string | undefined;
  ownerId: number | undefined;
}

export interface BoardColumnRows {
  stage: BoardStage;
  matches: MatchCount;
  /** The column's total value ex VAT (öre): the sum of its opportunities' values, of those counted. */
  valueExVat: number;
  rows: OpportunityWithNames[];
}

type StageTotal = {
  stage: BoardStage;
  total: number;
  value: string | number | null;
  /** With a search that did not reach the cap: the column's newest matches, newest first. */
  ids?: number[] | null;
};

/**
 * Every column's count and value. Without a search: from `opportunity_stage_totals` (kept by the
 * database per stage and owner, migration 0027). With a search: one pass over its first `cap`
 * matches in `opportunity_stages` alone (its copy of the search text, through the trigram index;
 * beyond the cap every column says capped), giving below the cap each column's newest matches too.
 */
async function stageTotals(db: Db, filter: BoardFilter, cap: number, perColumn: number): Promise<{ rows: StageTotal[]; capped: boolean }> {
  if (!filter.search) {
    const owner = filter.ownerId === undefined ? sql`true` : sql`t.owner_id = ${filter.ownerId}`;
    const result = await db.execute<StageTotal>(sql`
      select t.stage, sum(t.count)::int as total, sum(t.value_ex_vat) as value from opportunity_stage_totals t where ${owner} group by t.stage`);
    return { rows: result.rows, capped: false };
  }
  const owner = filter.ownerId === undefined ? sql`true` : sql`s.owner_id = ${filter.ownerId}`;
  const search = sql`s.search_text like ${`%${escapeLike(filter.search.toLowerCase())}%`}`;
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    const result = await tx.execute<StageTotal>(sql`
      select r.stage, count(*)::int as total, sum(r.value_ex_vat) as value,
        array_agg(r.opportunity_id order by r.n) filter (where r.n <= ${perColumn}) as ids
      from (
        select m.stage, m.opportunity_id, m.value_ex_vat,
          row_number() over (partition by m.stage order by m.created_at desc, m.opportunity_id desc) as n
        from (select s.stage, s.opportunity_id, s.created_at, s.value_ex_vat from opportunity_stages s where ${search} and ${owner} limit ${cap + 1}) m
      ) r
      group by r.stage`);
    return result.rows;
  });
  return { rows, capped: rows.reduce((sum, row) => sum + row.total, 0) > cap };
}

/**
 * Each column's `perColumn` newest opportunities (created last first), in one statement: per
 * stage a walk backwards along the (stage, created_at, id) index, or (owner_id, stage, …) with an
 * owner, stopping at `perColumn`; with a search (one that matched more than the cap: its words are
 * in most rows) each row is checked against it on the way.
 */
async function columnIds(db: Db, filter: BoardFilter, perColumn: number): Promise<Map<BoardStage, number[]>> {
  const owner = filter.ownerId === undefined ? sql`true` : sql`s.owner_id = ${filter.ownerId}`;
  const search = filter.search ? sql`s.search_text like ${`%${escapeLike(filter.search.toLowerCase())}%`}` : sql`true`;
  const result = await db.execute<{ stage: BoardStage; id: number }>(sql`
    select st.stage, c.opportunity_id as id
    from unnest(${`{${boardStages.join(',')}}`}::text[]) st(stage)
    cross join lateral (
      select s.opportunity_id from opportunity_stages s
      where s.stage = st.stage and ${owner} and ${search}
      order by s.created_at desc, s.opportunity_id desc limit ${perColumn}) c`);
  const ids = new Map<BoardStage, number[]>(boardStages.map((stage) => [stage, []]));
  for (const row of result.rows) ids.get(row.stage)?.push(row.id);
  return ids;
}

/**
 * The board: per stage its count, its total value and its `perColumn` newest opportunities, the
 * names then joined to those rows only.
 */
export async function boardOpportunities(db: Db, filter: BoardFilter, perColumn: number): Promise<BoardColumnRows[]> {
  const cap = listCounting.cap;
  let ids: Map<BoardStage, number[]>;
  let totals: { rows: StageTotal[]; capped: boolean };
  if (filter.search) {
    // The search's one pass gives the cards too, unless it stopped at the cap (then they are walked).
    totals = await stageTotals(db, filter, cap, perColumn);
    ids = totals.capped
      ? await columnIds(db, filter, perColumn)
      : new Map(boardStages.map((stage) => [stage, totals.rows.find((row) => row.stage === stage)?.ids ?? []]));
  } else {
    [totals, ids] = await Promise.all([stageTotals(db, filter, cap, perColumn), columnIds(db, filter, perColumn)]);
  }
  const allIds = [...ids.values()].flat();
  const named = allIds.length === 0 ? [] : await selectCards(db).where(inArray(opportunities.id, allIds));
  const byId = new Map(named.map((row) => [row.opportunity.id, row]));
  return boardStages.map((stage) => {
    const total = totals.rows.find((row) => row.stage === stage);
    return {
      stage,
      matches: { total: Math.min(total?.total ?? 0, cap), capped: totals.capped },
      valueExVat: Number(total?.value ?? 0),
      rows: (ids.get(stage) ?? []).flatMap((id) => byId.get(id) ?? []),
    };
  });
}
