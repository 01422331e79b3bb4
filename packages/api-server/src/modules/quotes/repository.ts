import { and, asc, count, desc, eq, inArray, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../core/db/client.js';
import { cappedCountQuery, cappedTotal, countMatches, pageValues, runCount } from '../../core/db/list-queries.js';
import { preparedFamily } from '../../core/db/prepared.js';
import { escapeLike } from '../../core/db/paging.js';
import { users } from '../../core/auth/schema.js';
import { accounts } from '../accounts/schema.js';
import { bidders, quotes } from '../bidders/schema.js';
import { files } from '../files/schema.js';
import { opportunities, opportunityItems } from '../opportunities/schema.js';
import { cities, regions } from '../reference/schema.js';
import { quoteFiles, quoteHalls, quoteLines } from './schema.js';
import { preliminaryBookings, type PreliminaryBookingStatus } from '../bookings/schema.js';
import type { NewLine } from './rules.js';

export type QuoteRow = typeof quotes.$inferSelect;
export type QuoteLineRow = typeof quoteLines.$inferSelect;
export type QuoteHallRow = typeof quoteHalls.$inferSelect;

const quoteOpportunity = {
  id: opportunities.id,
  name: opportunities.name,
  status: opportunities.status,
  ownerId: opportunities.ownerId,
  conferenceType: opportunities.conferenceType,
  startDate: opportunities.startDate,
  endDate: opportunities.endDate,
  arrivalTime: opportunities.arrivalTime,
  departureTime: opportunities.departureTime,
  participants: opportunities.participants,
  singleRooms: opportunities.singleRooms,
  doubleRooms: opportunities.doubleRooms,
  conferenceRoomSize: opportunities.conferenceRoomSize,
  seating: opportunities.seating,
  vatBasis: opportunities.vatBasis,
  message: opportunities.message,
};

/** A quote with its bidder, partner account (if any), opportunity and the request's place. */
export async function findQuote(db: Db, id: number) {
  const [row] = await db
    .select({
      quote: quotes,
      bidder: bidders,
      partnerName: sql<string | null>`coalesce(${accounts.venueName}, ${accounts.companyName})`,
      partnerEmail: accounts.email,
      partnerCommissionBp: accounts.commissionBasisPoints,
      opportunity: quoteOpportunity,
      regionName: regions.name,
      cityName: cities.name,
    })
    .from(quotes)
    .innerJoin(bidders, eq(bidders.id, quotes.bidderId))
    .innerJoin(opportunities, eq(opportunities.id, quotes.opportunityId))
    .leftJoin(accounts, eq(accounts.id, bidders.accountId))
    .leftJoin(regions, eq(regions.id, opportunities.regionId))
    .leftJoin(cities, eq(cities.id, opportunities.cityId))
    .where(eq(quotes.id, id));
  return row;
}
export type FoundQuote = NonNullable<Awaited<ReturnType<typeof findQuote>>>;

/** Locks the quote's row until the transaction ends: its changes happen one after another. */
export async function lockQuote(db: Db, id: number): Promise<QuoteRow | undefined> {
  const [row] = await db.select().from(quotes).where(eq(quotes.id, id)).for('update');
  return row;
}

export async function updateQuoteRow(db: Db, id: number, values: Partial<typeof quotes.$inferInsert>): Promise<void> {
  await db
    .update(quotes)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(quotes.id, id));
}

/** The quotes of an opportunity in the given states, locked, for a win's settlement or its revert. */
export function lockQuotesOfOpportunity(db: Db, opportunityId: number, statuses: QuoteRow['status'][]): Promise<Pick<QuoteRow, 'id' | 'bidderId' | 'status' | 'statusBeforeLost' | 'opportunityId'>[]> {
  return db
    .select({ id: quotes.id, bidderId: quotes.bidderId, status: quotes.status, statusBeforeLost: quotes.statusBeforeLost, opportunityId: quotes.opportunityId })
    .from(quotes)
    .where(and(eq(quotes.opportunityId, opportunityId), inArray(quotes.status, statuses)))
    .orderBy(asc(quotes.id))
    .for('update');
}

/** A bidder's quote, locked. */
export async function lockQuoteOfBidder(db: Db, bidderId: number): Promise<QuoteRow | undefined> {
  const [row] = await db.select().from(quotes).where(eq(quotes.bidderId, bidderId)).for('update');
  return row;
}

/** What the "not chosen" mail says of the event. */
export async function eventOfOpportunity(db: Db, id: number): Promise<{ participants: number | null; startDate: string | null; endDate: string | null } | undefined> {
  const [row] = await db
    .select({ participants: opportunities.participants, startDate: opportunities.startDate, endDate: opportunities.endDate })
    .from(opportunities)
    .where(eq(opportunities.id, id));
  return row;
}

export function linesOf(db: Db, quoteId: number): Promise<QuoteLineRow[]> {
  return db.select().from(quoteLines).where(eq(quoteLines.quoteId, quoteId)).orderBy(asc(quoteLines.position), asc(quoteLines.id));
}

export function hallsOf(db: Db, quoteId: number): Promise<QuoteHallRow[]> {
  return db.select().from(quoteHalls).where(eq(quoteHalls.quoteId, quoteId)).orderBy(asc(quoteHalls.position), asc(quoteHalls.id));
}

export function filesOf(db: Db, quoteId: number) {
  return db
    .select({
      id: quoteFiles.id,
      kind: quoteFiles.kind,
      name: quoteFiles.name,
      fileId: files.id,
      key: files.key,
      thumbnailKey: files.thumbnailKey,
      contentType: files.contentType,
      size: files.size,
    })
    .from(quoteFiles)
    .innerJoin(files, eq(files.id, quoteFiles.fileId))
    .where(eq(quoteFiles.quoteId, quoteId))
    .orderBy(asc(quoteFiles.id));
}
export type QuoteFileRow = Awaited<ReturnType<typeof filesOf>>[number];

export function requestItems(db: Db, opportunityId: number) {
  return db
    .select({
      id: opportunityItems.id,
      kind: opportunityItems.kind,
      name: opportunityItems.name,
      day: opportunityItems.day,
      quantity: opportunityItems.quantity,
      roomSize: opportunityItems.roomSize,
      seating: opportunityItems.seating,
      comment: opportunityItems.comment,
      pricePerPerson: opportunityItems.pricePerPerson,
      minimumPrice: opportunityItems.minimumPrice,
      startPrice: opportunityItems.startPrice,
    })
    .from(opportunityItems)
    .where(eq(opportunityItems.opportunityId, opportunityId))
    .orderBy(asc(opportunityItems.position), asc(opportunityItems.id));
}

/** Replaces a quote's lines with new ones made from the request (only while nothing is saved). */
export async function replaceLines(db: Db, quoteId: number, lines: (NewLine & { vatRateBp: number })[]): Promise<void> {
  await db.delete(quoteLines).where(eq(quoteLines.quoteId, quoteId));
  if (lines.length > 0) await db.insert(quoteLines).values(lines.map((line) => ({ ...line, quoteId })));
}

/** A line's values a venue's answer writes. */
export type LineAnswer = Pick<QuoteLineRow, 'id' | 'offeredQuantity' | 'ordinaryPrice' | 'price' | 'discountBp' | 'courses' | 'totalExVat' | 'totalIncVat'>;

/** Writes the given lines of a quote in one statement (`UPDATE … FROM (VALUES …)`). */
export async function updateLines(db: Db, quoteId: number, lines: LineAnswer[]): Promise<void> {
  if (lines.length === 0) return;
  const rows = sql.join(
    lines.map(
      (line) =>
        sql`(${line.id}::int, ${line.offeredQuantity}::int, ${line.ordinaryPrice}::bigint, ${line.price}::bigint, ${line.discountBp}::int, ${line.courses}::text, ${line.totalExVat}::bigint, ${line.totalIncVat}::bigint)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    update ${quoteLines} as l
    set offered_quantity = v.offered_quantity, ordinary_price = v.ordinary_price, price = v.price, discount_bp = v.discount_bp,
        courses = v.courses, total_ex_vat = v.total_ex_vat, total_inc_vat = v.total_inc_vat
    from (values ${rows}) as v(id, offered_quantity, ordinary_price, price, discount_bp, courses, total_ex_vat, total_inc_vat)
    where l.id = v.id and l.quote_id = ${quoteId}`);
}

export async function replaceHalls(db: Db, quoteId: number, halls: Omit<typeof quoteHalls.$inferInsert, 'quoteId' | 'position'>[]): Promise<void> {
  await db.delete(quoteHalls).where(eq(quoteHalls.quoteId, quoteId));
  if (halls.length > 0) await db.insert(quoteHalls).values(halls.map((hall, position) => ({ ...hall, quoteId, position })));
}

export async function insertQuoteFile(db: Db, values: typeof quoteFiles.$inferInsert): Promise<number> {
  await db.update(files).set({ attachedAt: sql`now()` }).where(eq(files.id, values.fileId));
  const [row] = await db.insert(quoteFiles).values(values).returning({ id: quoteFiles.id });
  return row!.id;
}

/** Removes a quote's file row and its stored file's row; the keys, to delete the bytes after the commit. */
export async function deleteQuoteFile(db: Db, quoteId: number, id: number): Promise<{ key: string; thumbnailKey: string | null } | undefined> {
  const [link] = await db
    .delete(quoteFiles)
    .where(and(eq(quoteFiles.id, id), eq(quoteFiles.quoteId, quoteId)))
    .returning({ fileId: quoteFiles.fileId });
  if (!link) return undefined;
  const [file] = await db.delete(files).where(eq(files.id, link.fileId)).returning({ key: files.key, thumbnailKey: files.thumbnailKey });
  return file;
}

// ---- Lists -------------------------------------------------------------------------------

export interface QuoteListQuery {
  page: number;
  perPage: number;
  /** Only this partner account's quotes (a partner's lists). */
  accountId?: number | null;
  statuses?: string[];
  opportunityId?: number;
  overdueBefore?: string;
  search?: string;
  /** Whether the search looks in the opportunity's name (admins) or only the town and venue (partners). */
  searchOpportunityName?: boolean;
  /** Only quotes whose latest preliminary booking is in one of these states (the partner's preliminary tab). */
  preliminary?: readonly PreliminaryBookingStatus[];
  order: 'invited' | 'deadline';
}

/** Which of the filters other than the search a list has; each its own statement. */
type QuoteFilterShape = {
  account: boolean;
  /** One status is an equality (the (status, created_at) index gives its order), more a list. */
  statuses: false | 'one' | 'many';
  opportunity: boolean;
  overdue: boolean;
  preliminary: boolean;
};

type FilterValueName = 'accountId' | 'status' | 'statuses' | 'opportunityId' | 'overdueBefore' | 'preliminary';

function filterShape(query: Omit<QuoteListQuery, 'page' | 'perPage' | 'order'>): QuoteFilterShape {
  return {
    account: query.accountId !== undefined && query.accountId !== null,
    statuses: query.statuses === undefined ? false : query.statuses.length === 1 ? 'one' : 'many',
    opportunity: query.opportunityId !== undefined,
    overdue: query.overdueBefore !== undefined,
    preliminary: query.preliminary !== undefined,
  };
}

/** The filters' values by name, for the placeholders of a prepared list (an empty list of statuses matches nothing). */
function filterValues(query: Omit<QuoteListQuery, 'page' | 'perPage' | 'order'>): Record<FilterValueName, unknown> {
  return {
    accountId: query.accountId,
    status: query.statuses?.[0],
    statuses: query.statuses,
    opportunityId: query.opportunityId,
    overdueBefore: query.overdueBefore,
    preliminary: query.preliminary,
  };
}

/**
 * The filters of `shape`, each value from `value`: a placeholder (a prepared list) or the value
 * itself (a search's list, built per request; as a parameter, so a list goes in as one array).
 */
function filterConditions(shape: QuoteFilterShape, value: (name: FilterValueName) => SQLWrapper): SQL[] {
  const conditions: SQL[] = [];
  if (shape.account) conditions.push(eq(bidders.accountId, value('accountId')));
  if (shape.statuses === 'one') conditions.push(eq(quotes.status, value('status')));
  if (shape.statuses === 'many') conditions.push(sql`${quotes.status} = any(${value('statuses')})`);
  if (shape.opportunity) conditions.push(eq(quotes.opportunityId, value('opportunityId')));
  if (shape.preliminary) {
    // Driven by the (few) bookings: each quote's latest one, in the states asked.
    conditions.push(sql`${quotes.id} in (
      select latest.quote_id from (
        select distinct on (${preliminaryBookings.quoteId}) ${preliminaryBookings.quoteId} as quote_id, ${preliminaryBookings.status} as status
        from ${preliminaryBookings} order by ${preliminaryBookings.quoteId}, ${preliminaryBookings.id} desc
      ) latest where latest.status = any(${value('preliminary')})
    )`);
  }
  if (shape.overdue) {
    conditions.push(sql`${quotes.status} in ('new', 'saved') and ${quotes.responseDeadline} < ${value('overdueBefore')}`);
  }
  return conditions;
}

/** A search in the opportunity's and the venue's names (admins) or the venue's and the town (a venue). */
function searchConditionOf(search: string, searchOpportunityName: boolean | undefined): SQL {
  const like = `%${escapeLike(search.toLowerCase())}%`;
  // Admins search the opportunity's and the venue's names; a venue (which never sees the
  // opportunity's name) its requests' towns.
  // The admins' words are in the quote's own `search_text` (both names, migration 0027): one trigram index.
  if (searchOpportunityName) return sql`${quotes.searchText} like ${like}`;
  const venue = sql`lower(coalesce(${accounts.venueName}, ${accounts.companyName}, ${bidders.outsideName}, '')) like ${like}`;
  return sql`(${venue} or lower(coalesce(${cities.name}, '')) like ${like})`;
}

/** The state of a quote's latest preliminary booking (null: none asked). */
const latestPreliminaryStatus = sql<PreliminaryBookingStatus | null>`(
  select ${preliminaryBookings.status} from ${preliminaryBookings}
  where ${preliminaryBookings.quoteId} = ${quotes.id} order by ${preliminaryBookings.id} desc limit 1
)`;

const listColumns = {
  id: quotes.id,
  bidderId: quotes.bidderId,
  opportunityId: quotes.opportunityId,
  opportunityName: opportunities.name,
  cityName: cities.name,
  regionName: regions.name,
  accountId: bidders.accountId,
  venueName: sql<string>`coalesce(${accounts.venueName}, ${accounts.companyName}, ${bidders.outsideName}, '')`,
  status: quotes.status,
  startDate: opportunities.startDate,
  endDate: opportunities.endDate,
  participants: opportunities.participants,
  invitedAt: quotes.createdAt,
  responseDeadline: quotes.responseDeadline,
  submittedAt: quotes.submittedAt,
  answeredAt: sql<Date | null>`coalesce(${quotes.submittedAt}, ${quotes.deniedAt})`,
  totalExVat: quotes.totalExVat,
  totalIncVat: quotes.totalIncVat,
  preliminaryStatus: latestPreliminaryStatus,
  updatedAt: quotes.updatedAt,
};

/** Only the quotes table's own columns narrow the list: it can be paged on the quotes alone. */
const quotesOnly = (shape: QuoteFilterShape, search: string | undefined): boolean => search === undefined && !shape.account;

function baseSelect(db: Db) {
  return db
    .select(listColumns)
    .from(quotes)
    .innerJoin(bidders, eq(bidders.id, quotes.bidderId))
    .innerJoin(opportunities, eq(opportunities.id, quotes.opportunityId))
    .leftJoin(accounts, eq(accounts.id, bidders.accountId))
    .leftJoin(regions, eq(regions.id, opportunities.regionId))
    .leftJoin(cities, eq(cities.id, opportunities.cityId));
}

const orderOf = (order: QuoteListQuery['order']): SQL[] =>
  order === 'deadline' ? [sql`${quotes.responseDeadline} asc nulls last`, asc(quotes.id)] : [desc(quotes.createdAt), desc(quotes.id)];

/**
 * A page. Without a search or a venue, the page's ids come from the quotes' own index (a deep page
 * skips index entries, not joined rows), and only those rows are joined. `limit` and `offset` are
 * numbers or placeholders (a prepared list).
 */
function pageQuery(db: Db, where: SQL | undefined, onQuotesOnly: boolean, order: SQL[], limit: number | Placeholder, offset: number | Placeholder) {
  return onQuotesOnly
    ? baseSelect(db)
        .where(inArray(quotes.id, db.select({ id: quotes.id }).from(quotes).where(where).orderBy(...order).limit(limit).offset(offset)))
        .orderBy(...order)
    : baseSelect(db).where(where).orderBy(...order).limit(limit).offset(offset);
}

/**
 * The matches, up to `limit` (the cap + 1; a number or a placeholder) counted. Every quote has its
 * bidder and opportunity, so without a venue or a search the quotes table alone answers (an index
 * scan), not the joins.
 */
function countQuery(db: Db, where: SQL | undefined, onQuotesOnly: boolean, venueSearch: boolean, limit: number | Placeholder) {
  if (onQuotesOnly) return cappedCountQuery(db, quotes, where, limit);
  const joined = db
    .select({ one: sql<number>`1`.as('one') })
    .from(quotes)
    .innerJoin(bidders, eq(bidders.id, quotes.bidderId))
    .innerJoin(opportunities, eq(opportunities.id, quotes.opportunityId))
    .leftJoin(accounts, eq(accounts.id, bidders.accountId));
  // The towns are joined only for the venue's search, which reads them.
  const matches = (venueSearch ? joined.leftJoin(cities, eq(cities.id, opportunities.cityId)) : joined).where(where);
  return db.select({ total: count() }).from(matches.limit(limit).as('matches'));
}

/** The capped count and the page of each shape (filters, order) without a search, as prepared statements. */
const placeholderOf = (name: string) => sql.placeholder(name);
const countQuotes = preparedFamily('quotes.count', (db, shape: QuoteFilterShape) =>
  countQuery(db, and(...filterConditions(shape, placeholderOf)), quotesOnly(shape, undefined), false, sql.placeholder('countLimit')),
);
const quotePage = preparedFamily('quotes.page', (db, shape: QuoteFilterShape & { order: QuoteListQuery['order'] }) =>
  pageQuery(db, and(...filterConditions(shape, placeholderOf)), quotesOnly(shape, undefined), orderOf(shape.order), sql.placeholder('limit'), sql.placeholder('offset')),
);

export async function listQuotes(db: Db, query: QuoteListQuery) {
  const shape = filterShape(query);
  const window = pageValues(query);
  if (query.search === undefined) {
    const values = { ...filterValues(query), ...window };
    const [rows, total] = await Promise.all([quotePage(db, { ...shape, order: query.order }).execute(values), runCount(countQuotes(db, shape), values)]);
    return { rows, total };
  }
  const where = and(
    ...filterConditions(shape, (name) => sql.param(filterValues(query)[name])),
    searchConditionOf(query.search, query.searchOpportunityName),
  );
  const venueSearch = !query.searchOpportunityName;
  // The admins' search reads the quotes alone (their own search text) unless a venue is chosen too.
  const onQuotes = !venueSearch && !shape.account;
  const [rows, total] = await Promise.all([
    pageQuery(db, where, onQuotes, orderOf(query.order), window.limit, window.offset),
    onQuotes
      ? countMatches(db, quotes, where, window.countLimit - 1, true)
      : countQuery(db, where, false, venueSearch, window.countLimit).then(([counted]) => cappedTotal(counted?.total ?? 0, window.countLimit - 1)),
  ]);
  return { rows, total };
}
export type QuoteListRow = Awaited<ReturnType<typeof listQuotes>>['rows'][number];

/** Counts of a partner's quotes (null: every venue's) by what waits. */
export async function partnerCounts(db: Db, accountId: number | null, today: string) {
  const [row] = await db
    .select({
      toAnswer: sql<number>`count(*) filter (where ${quotes.status} in ('new', 'saved'))::int`,
      overdue: sql<number>`count(*) filter (where ${quotes.status} in ('new', 'saved') and ${quotes.responseDeadline} < ${today})::int`,
      submitted: sql<number>`count(*) filter (where ${quotes.status} = 'submitted')::int`,
      accepted: sql<number>`count(*) filter (where ${quotes.status} = 'won')::int`,
    })
    .from(quotes)
    .where(accountId === null ? undefined : sql`${quotes.bidderId} in (select ${bidders.id} from ${bidders} where ${bidders.accountId} = ${accountId})`);
  return row ?? { toAnswer: 0, overdue: 0, submitted: 0, accepted: 0 };
}

/**
 * The latest history entries of a partner's quotes (null: every venue's), newest first. Entries
 * are appended with `updated_at = now()`, so the newest ones are among the most recently updated
 * bidders: only those are unfolded.
 */
export async function partnerActivity(db: Db, accountId: number | null, limit: number) {
  const scope = accountId === null ? sql`` : sql`and ${bidders.accountId} = ${accountId}`;
  const result = await db.execute<{ at: string; quote_id: number | null; opportunity_id: number; city: string | null; event: string; detail: string | null }>(sql`
    with recent as (
      select ${bidders.id} as id, ${bidders.opportunityId} as opportunity_id, ${bidders.history} as history
      from ${bidders}
      where ${bidders.invitedAt} is not null ${scope}
      order by ${bidders.updatedAt} desc
      limit ${limit * 5}
    )
    select entry->>'at' as at, ${quotes.id} as quote_id, recent.opportunity_id, ${cities.name} as city,
           entry->>'event' as event, entry->>'detail' as detail
    from recent
    cross join lateral jsonb_array_elements(recent.history) as entry
    left join ${quotes} on ${quotes.bidderId} = recent.id
    join ${opportunities} on ${opportunities.id} = recent.opportunity_id
    left join ${cities} on ${cities.id} = ${opportunities.cityId}
    where entry->>'event' not in ('added', 'reordered', 'updated')
    order by entry->>'at' desc
    limit ${limit}`);
  return result.rows;
}

/** A venue's answers to its invitations: for the responsiveness figures. */
export async function answersOfAccount(db: Db, accountId: number) {
  return db
    .select({
      status: quotes.status,
      statusBeforeLost: quotes.statusBeforeLost,
      invitedAt: quotes.createdAt,
      answeredAt: sql<Date | null>`coalesce(${quotes.submittedAt}, ${quotes.deniedAt})`,
      answeredOn: sql<string | null>`(coalesce(${quotes.submittedAt}, ${quotes.deniedAt}) at time zone 'Europe/Stockholm')::date::text`,
      responseDeadline: quotes.responseDeadline,
    })
    .from(quotes)
    .innerJoin(bidders, eq(bidders.id, quotes.bidderId))
    .where(eq(bidders.accountId, accountId));
}

/** When each quote of an opportunity was first invited (the quote is made then) and answered. */
export async function answerTimesOfOpportunity(db: Db, opportunityId: number) {
  return db
    .select({
      quoteId: quotes.id,
      invitedAt: quotes.createdAt,
      answeredAt: sql<Date | null>`coalesce(${quotes.submittedAt}, ${quotes.deniedAt})`,
    })
    .from(quotes)
    .where(eq(quotes.opportunityId, opportunityId));
}

export async function accountExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, id));
  return row !== undefined;
}

// ---- Reminders ---------------------------------------------------------------------------

/** Quotes still to answer whose reminder is due: the day before the deadline, or after it. */
export async function dueReminders(db: Db, today: string, tomorrow: string, limit: number) {
  return db
    .select({ id: quotes.id })
    .from(quotes)
    .innerJoin(opportunities, eq(opportunities.id, quotes.opportunityId))
    .where(
      sql`${quotes.status} in ('new', 'saved') and ${opportunities.status} = 'open' and ${quotes.responseDeadline} is not null and (
        (${quotes.remindedBeforeAt} is null and ${quotes.responseDeadline} between ${today} and ${tomorrow})
        or (${quotes.remindedAfterAt} is null and ${quotes.responseDeadline} < ${today}))`,
    )
    .orderBy(asc(quotes.responseDeadline), asc(quotes.id))
    .limit(limit);
}

/** Where the opportunity owner's mail goes, and in which language. */
export async function ownerForMail(db: Db, userId: number): Promise<{ email: string; firstName: string; language: 'sv' | 'en' } | undefined> {
  const [owner] = await db.select({ email: users.email, firstName: users.firstName, language: users.language }).from(users).where(eq(users.id, userId));
  return owner;
}
