import { and, asc, desc, eq, gt, inArray, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import { preparedFamily } from '../../core/db/prepared.js';
import type { Db } from '../../core/db/client.js';
import { users } from '../../core/auth/schema.js';
import { escapeLike } from '../../core/db/paging.js';
import { accounts } from '../accounts/schema.js';
import { bidders, quotes } from '../bidders/schema.js';
import { files } from '../files/schema.js';
import { opportunities } from '../opportunities/schema.js';
import { quoteLines } from '../quotes/schema.js';
import { cities, regions } from '../reference/schema.js';
import { commissionEvents, commissionLines, commissions, commissionTotals, type CommissionEventName, type CommissionStatus } from './schema.js';

export type CommissionRow = typeof commissions.$inferSelect;
export type CommissionLineRow = typeof commissionLines.$inferSelect;

const venueNameSql = sql<string>`coalesce(${accounts.venueName}, ${accounts.companyName}, ${bidders.outsideName}, '')`;

const viewColumns = {
  commission: commissions,
  opportunityName: opportunities.name,
  ownerId: opportunities.ownerId,
  cityName: cities.name,
  regionName: regions.name,
  venueName: venueNameSql,
  reportedByName: sql<string | null>`(select ${users.firstName} || ' ' || ${users.lastName} from ${users} where ${users.id} = ${commissions.reportedBy})`,
};

function selectViews(db: Db) {
  return db
    .select(viewColumns)
    .from(commissions)
    .innerJoin(opportunities, eq(opportunities.id, commissions.opportunityId))
    .innerJoin(bidders, eq(bidders.id, commissions.bidderId))
    .leftJoin(accounts, eq(accounts.id, commissions.accountId))
    .leftJoin(cities, eq(cities.id, opportunities.cityId))
    .leftJoin(regions, eq(regions.id, opportunities.regionId));
}

export type CommissionView = Awaited<ReturnType<ReturnType<typeof selectViews>['execute']>>[number];

export async function findCommission(db: Db, id: number): Promise<CommissionView | undefined> {
  const [row] = await selectViews(db).where(eq(commissions.id, id));
  return row;
}

/** Locks the commission's row until the transaction ends: its changes happen one after another. */
export async function lockCommission(db: Db, id: number): Promise<CommissionRow | undefined> {
  const [row] = await db.select().from(commissions).where(eq(commissions.id, id)).for('update');
  return row;
}

export async function updateCommission(db: Db, id: number, values: Partial<typeof commissions.$inferInsert>): Promise<void> {
  await db
    .update(commissions)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(commissions.id, id));
}

export function linesOf(db: Db, commissionId: number): Promise<CommissionLineRow[]> {
  return db.select().from(commissionLines).where(eq(commissionLines.commissionId, commissionId)).orderBy(asc(commissionLines.position), asc(commissionLines.id));
}

export async function setConducted(db: Db, commissionId: number, quantities: Map<number, number | null>): Promise<void> {
  for (const [id, quantity] of quantities) {
    await db
      .update(commissionLines)
      .set({ quantityConducted: quantity })
      .where(and(eq(commissionLines.id, id), eq(commissionLines.commissionId, commissionId)));
  }
}

export async function clearConducted(db: Db, commissionId: number): Promise<void> {
  await db.update(commissionLines).set({ quantityConducted: null }).where(eq(commissionLines.commissionId, commissionId));
}

export async function addEvent(db: Db, commissionId: number, userId: number | null, event: CommissionEventName, text: string | null = null): Promise<void> {
  await db.insert(commissionEvents).values({ commissionId, userId, event, text });
}

export function eventsOf(db: Db, commissionId: number) {
  return db
    .select({
      at: commissionEvents.createdAt,
      by: sql<string | null>`case when ${users.id} is null then null else ${users.firstName} || ' ' || ${users.lastName} end`,
      event: commissionEvents.event,
      text: commissionEvents.text,
    })
    .from(commissionEvents)
    .leftJoin(users, eq(users.id, commissionEvents.userId))
    .where(eq(commissionEvents.commissionId, commissionId))
    .orderBy(desc(commissionEvents.createdAt), desc(commissionEvents.id));
}

export async function invoiceFileOf(db: Db, fileId: number | null) {
  if (fileId === null) return undefined;
  const [row] = await db
    .select({ id: files.id, key: files.key, thumbnailKey: files.thumbnailKey, contentType: files.contentType, size: files.size })
    .from(files)
    .where(eq(files.id, fileId));
  return row;
}

/** Attaches a stored file to a commission as its invoice copy; the keys of the one it replaces (to delete after the commit). */
export async function setInvoiceFile(db: Db, id: number, fileId: number | null, name: string | null): Promise<{ key: string; thumbnailKey: string | null } | undefined> {
  const [current] = await db.select({ fileId: commissions.invoiceFileId }).from(commissions).where(eq(commissions.id, id));
  if (fileId !== null) await db.update(files).set({ attachedAt: sql`now()` }).where(eq(files.id, fileId));
  await updateCommission(db, id, { invoiceFileId: fileId, invoiceFileName: name });
  if (!current?.fileId || current.fileId === fileId) return undefined;
  const [old] = await db.delete(files).where(eq(files.id, current.fileId)).returning({ key: files.key, thumbnailKey: files.thumbnailKey });
  return old;
}

// ---- Made on win, removed on revert --------------------------------------------------------

/** What the win's commission is made of: the winner's quote, its venue's account, the opportunity, the quote's lines. */
/**
 * The quotes of an opportunity (or its one venue's) as a commission is made from them: the
 * quote's percent, the venue account's agreement, and the lines ex VAT in their order.
 */
export async function quotesForCommission(db: Db, opportunityId: number, bidderId?: number) {
  const found = await db
    .select({
      quoteId: quotes.id,
      bidderId: quotes.bidderId,
      quoteBp: quotes.commissionBp,
      accountId: bidders.accountId,
      accountBp: accounts.commissionBasisPoints,
      accountMealsBp: accounts.commissionMealsBasisPoints,
      accountType: accounts.commissionType,
      startDate: opportunities.startDate,
      endDate: opportunities.endDate,
      participants: opportunities.participants,
      opportunityName: opportunities.name,
      venueName: venueNameSql,
    })
    .from(quotes)
    .innerJoin(bidders, eq(bidders.id, quotes.bidderId))
    .innerJoin(opportunities, eq(opportunities.id, quotes.opportunityId))
    .leftJoin(accounts, eq(accounts.id, bidders.accountId))
    .where(and(eq(quotes.opportunityId, opportunityId), bidderId === undefined ? undefined : eq(quotes.bidderId, bidderId)));
  if (found.length === 0) return [];
  const lines = await db
    .select({
      quoteId: quoteLines.quoteId,
      kind: quoteLines.kind,
      name: quoteLines.name,
      day: quoteLines.day,
      vatKind: quoteLines.vatKind,
      unit: quoteLines.unit,
      discountBp: quoteLines.discountBp,
      requestedQuantity: quoteLines.requestedQuantity,
      offeredQuantity: quoteLines.offeredQuantity,
      totalExVat: quoteLines.totalExVat,
    })
    .from(quoteLines)
    .where(inArray(quoteLines.quoteId, found.map((row) => row.quoteId)))
    .orderBy(asc(quoteLines.position), asc(quoteLines.id));
  return found.map((row) => ({ ...row, lines: lines.filter((line) => line.quoteId === row.quoteId) }));
}
export type QuoteForCommission = Awaited<ReturnType<typeof quotesForCommission>>[number];

export async function insertCommission(
  db: Db,
  values: typeof commissions.$inferInsert,
  lines: Omit<typeof commissionLines.$inferInsert, 'commissionId'>[],
): Promise<number> {
  const [row] = await db.insert(commissions).values(values).returning({ id: commissions.id });
  if (lines.length > 0) await db.insert(commissionLines).values(lines.map((line) => ({ ...line, commissionId: row!.id })));
  return row!.id;
}

/** Deletes an opportunity's commission (lines and history cascade) and its invoice copy's row. */
export async function deleteCommissionOf(db: Db, opportunityId: number): Promise<void> {
  const [row] = await db.delete(commissions).where(eq(commissions.opportunityId, opportunityId)).returning({ fileId: commissions.invoiceFileId });
  if (row?.fileId) await db.delete(files).where(eq(files.id, row.fileId));
}

// ---- Lists -------------------------------------------------------------------------------

export interface CommissionListQuery {
  statuses: readonly CommissionStatus[] | null;
  /** Only this venue's (a partner's lists); null: every venue's. */
  accountId: number | null;
  search?: string | undefined;
  order: 'event' | 'updated';
}

function conditions(query: Omit<CommissionListQuery, 'order'>): SQL | undefined {
  const parts = filterConditions(filterShape(query), (name) => sql.param(filterValues(query)[name]));
  // The opportunity's and the venue's names, lowercased, in the row itself (a trigram index).
  if (query.search) parts.push(sql`${commissions.searchText} like ${`%${escapeLike(query.search.toLowerCase())}%`}`);
  return parts.length > 0 ? and(...parts) : undefined;
}

/** Which filters other than the search a list has (each its own prepared statement). */
type CommissionFilterShape = { statuses: false | 'one' | 'many'; account: boolean };

const filterShape = (query: Omit<CommissionListQuery, 'order' | 'search'>): CommissionFilterShape => ({
  statuses: query.statuses === null ? false : query.statuses.length === 1 ? 'one' : 'many',
  account: query.accountId !== null,
});

const filterValues = (query: Omit<CommissionListQuery, 'order' | 'search'>) => ({
  status: query.statuses?.[0],
  statuses: query.statuses,
  accountId: query.accountId,
});

/**
 * The filters of `shape`, each value from `value`: a placeholder (prepared) or a parameter. One
 * status is an equality, so an index led by the status gives its order; more are a list.
 */
function filterConditions(shape: CommissionFilterShape, value: (name: keyof ReturnType<typeof filterValues>) => SQLWrapper): SQL[] {
  const parts: SQL[] = [];
  if (shape.statuses === 'one') parts.push(eq(commissions.status, value('status')));
  if (shape.statuses === 'many') parts.push(sql`${commissions.status} = any(${value('statuses')})`);
  if (shape.account) parts.push(eq(commissions.accountId, value('accountId')));
  return parts;
}

const placeholderOf = (name: string) => sql.placeholder(name);

/** The kept totals of these statuses (null: all) and this venue (null: every venue), prepared per shape. */
const keptTotalsOf = preparedFamily('commissions.totals', (db, shape: CommissionFilterShape) => {
  const parts: SQL[] = [];
  if (shape.statuses) parts.push(sql`${commissionTotals.status} = any(${sql.placeholder('statuses')})`);
  if (shape.account) parts.push(eq(commissionTotals.accountId, sql.placeholder('accountId')));
  return db
    .select({ status: commissionTotals.status, count: commissionTotals.count, amount: commissionTotals.amount })
    .from(commissionTotals)
    .where(parts.length > 0 ? and(...parts) : undefined);
});

function keptTotals(db: Db, statuses: readonly CommissionStatus[] | null, accountId: number | null) {
  return keptTotalsOf(db, filterShape({ statuses, accountId })).execute({ statuses, accountId });
}

const orderOf = (order: CommissionListQuery['order']): SQL[] =>
  order === 'event' ? [sql`${commissions.eventEnd} asc nulls last`, asc(commissions.id)] : [desc(commissions.updatedAt), desc(commissions.id)];

/** A page: its ids first, from the commissions' own indexes, then only their rows joined. `limit`, `offset`: numbers or placeholders. */
function pageQuery(db: Db, where: SQL | undefined, order: SQL[], limit: number | Placeholder, offset: number | Placeholder) {
  const ids = db.select({ id: commissions.id }).from(commissions).where(where).orderBy(...order).limit(limit).offset(offset);
  return selectViews(db).where(inArray(commissions.id, ids)).orderBy(...order);
}

/** The page of each shape without a search, as prepared statements. */
const commissionPage = preparedFamily('commissions.page', (db, shape: CommissionFilterShape & { order: CommissionListQuery['order'] }) =>
  pageQuery(db, and(...filterConditions(shape, placeholderOf)), orderOf(shape.order), sql.placeholder('limit'), sql.placeholder('offset')),
);

/**
 * A page and the count of its matches: without a search from the kept totals (exact, a row per
 * status and venue), with one counted.
 */
export async function listCommissions(db: Db, query: CommissionListQuery, page: number, perPage: number) {
  const offset = (page - 1) * perPage;
  if (query.search === undefined) {
    const shape = filterShape(query);
    const [rows, totals] = await Promise.all([
      commissionPage(db, { ...shape, order: query.order }).execute({ ...filterValues(query), limit: perPage, offset }),
      keptTotals(db, query.statuses, query.accountId),
    ]);
    return { rows, total: totals.reduce((sum, row) => sum + row.count, 0) };
  }
  const where = conditions(query);
  const count = async (): Promise<number> => {
    const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(commissions).where(where);
    return row?.total ?? 0;
  };
  const [rows, total] = await Promise.all([pageQuery(db, where, orderOf(query.order), perPage, offset), count()]);
  return { rows, total };
}

/** A search's page alone, for a caller that counts the matches another way (the admin's list: from its sums by status). */
export function searchedCommissionPage(db: Db, query: CommissionListQuery & { search: string }, page: number, perPage: number) {
  return pageQuery(db, conditions(query), orderOf(query.order), perPage, (page - 1) * perPage);
}

/** Count and sum of `amount` per status, under the search and the venue. */
export async function sumsByStatus(db: Db, accountId: number | null, search: string | undefined): Promise<Map<CommissionStatus, { count: number; amount: number }>> {
  const sums = new Map<CommissionStatus, { count: number; amount: number }>();
  const add = (status: CommissionStatus, count: number, amount: number) => {
    const entry = sums.get(status) ?? { count: 0, amount: 0 };
    sums.set(status, { count: entry.count + count, amount: entry.amount + amount });
  };
  if (search === undefined) {
    for (const row of await keptTotals(db, null, accountId)) add(row.status, row.count, Number(row.amount));
    return sums;
  }
  const rows = await db
    .select({ status: commissions.status, count: sql<number>`count(*)::int`, amount: sql<string>`coalesce(sum(${commissions.amount}), 0)::bigint` })
    .from(commissions)
    .where(conditions({ statuses: null, accountId, search }))
    .groupBy(commissions.status);
  for (const row of rows) add(row.status, row.count, Number(row.amount));
  return sums;
}

/** The dashboard: to report and pending from the kept totals, received since the month began (Stockholm's) from its index. */
export async function dashboardSums(db: Db) {
  const monthStart = sql`date_trunc('month', now() at time zone 'Europe/Stockholm') at time zone 'Europe/Stockholm'`;
  const [totals, [received]] = await Promise.all([
    keptTotals(db, ['to_report', 'reported', 'invoiced'], null),
    db
      .select({ count: sql<number>`count(*)::int`, amount: sql<string>`coalesce(sum(${commissions.amount}), 0)::bigint` })
      .from(commissions)
      .where(and(eq(commissions.status, 'received'), sql`${commissions.receivedAt} >= ${monthStart}`)),
  ]);
  const sum = (statuses: CommissionStatus[]) =>
    totals.filter((row) => statuses.includes(row.status)).reduce((acc, row) => ({ count: acc.count + row.count, amount: acc.amount + Number(row.amount) }), { count: 0, amount: 0 });
  return {
    to_report: sum(['to_report']),
    pending: sum(['reported', 'invoiced']),
    received_this_month: { count: received?.count ?? 0, amount: Number(received?.amount ?? 0) },
  };
}

/** A batch of the export, by id after `afterId`. */
export async function exportBatch(db: Db, query: Omit<CommissionListQuery, 'order'>, afterId: number, limit: number) {
  const where = conditions(query);
  return selectViews(db)
    .where(and(gt(commissions.id, afterId), where))
    .orderBy(asc(commissions.id))
    .limit(limit);
}

// ---- The sweep ---------------------------------------------------------------------------

/** Upcoming commissions whose event ended before today, and reminders due by now: a batch of ids. */
export async function dueCommissions(db: Db, today: string, now: Date, limit: number): Promise<{ id: number }[]> {
  const over = await db
    .select({ id: commissions.id })
    .from(commissions)
    .where(and(eq(commissions.status, 'upcoming'), sql`coalesce(${commissions.eventEnd}, ${commissions.eventStart}) < ${today}`))
    .orderBy(asc(commissions.eventEnd), asc(commissions.id))
    .limit(limit);
  const reminders = await db
    .select({ id: commissions.id })
    .from(commissions)
    .where(and(eq(commissions.status, 'to_report'), sql`${commissions.nextReminderAt} <= ${now.toISOString()}`))
    .orderBy(asc(commissions.nextReminderAt), asc(commissions.id))
    .limit(limit);
  return [...over, ...reminders];
}

/** The admins a notification or a fallback goes to when the opportunity has no owner. */
export async function ownerOf(db: Db, userId: number | null) {
  if (userId === null) return undefined;
  const [row] = await db.select({ email: users.email, firstName: users.firstName, language: users.language }).from(users).where(eq(users.id, userId));
  return row;
}
