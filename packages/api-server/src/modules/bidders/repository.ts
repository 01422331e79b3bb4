import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../core/db/client.js';
import { users } from '../../core/auth/schema.js';
import { accounts } from '../accounts/schema.js';
import { opportunities } from '../opportunities/schema.js';
import { bidders, quotes, type BidderHistoryEntry, type QuoteStatus } from './schema.js';
import type { BidderStatus } from './rules.js';

export type BidderRow = typeof bidders.$inferSelect;
export type QuoteRow = typeof quotes.$inferSelect;

export interface PartnerDetail {
  id: number;
  companyName: string;
  venueName: string | null;
  email: string | null;
  address: string | null;
}

/** A bidder with its partner account (if any), its quote (once invited) and its mail language. */
export interface BidderWithQuote {
  bidder: BidderRow;
  partner: PartnerDetail | null;
  quote: QuoteRow | null;
  /** The language of the partner's first login (null: none, or an outside venue). */
  partnerLanguage: 'sv' | 'en' | null;
}

const partnerLanguage = sql<'sv' | 'en' | null>`(
  select ${users.language} from ${users} where ${users.accountId} = ${bidders.accountId} order by ${users.id} limit 1
)`;

function selectBidders(db: Db) {
  return db
    .select({
      bidder: bidders,
      partnerId: accounts.id,
      companyName: accounts.companyName,
      venueName: accounts.venueName,
      email: accounts.email,
      address: accounts.address,
      quote: quotes,
      partnerLanguage,
    })
    .from(bidders)
    .leftJoin(accounts, eq(accounts.id, bidders.accountId))
    .leftJoin(quotes, eq(quotes.bidderId, bidders.id));
}

type SelectedRow = Awaited<ReturnType<ReturnType<typeof selectBidders>['execute']>>[number];

function toBidderWithQuote(row: SelectedRow): BidderWithQuote {
  return {
    bidder: row.bidder,
    partner:
      row.partnerId === null
        ? null
        : { id: row.partnerId, companyName: row.companyName!, venueName: row.venueName, email: row.email, address: row.address },
    quote: row.quote,
    partnerLanguage: row.partnerLanguage,
  };
}

const byPriority = [asc(bidders.indexPriority), asc(bidders.id)];

export async function biddersOfOpportunity(db: Db, opportunityId: number): Promise<BidderWithQuote[]> {
  const rows = await selectBidders(db).where(eq(bidders.opportunityId, opportunityId)).orderBy(...byPriority);
  return rows.map(toBidderWithQuote);
}

export async function findBidder(db: Db, id: number): Promise<BidderWithQuote | undefined> {
  const [row] = await selectBidders(db).where(eq(bidders.id, id));
  return row ? toBidderWithQuote(row) : undefined;
}

/** The condition of the derived status filter of GET /bidders. */
function statusCondition(status: BidderStatus): SQL {
  if (status === 'invitation_not_sent') return isNull(bidders.invitedAt);
  const quoteStatus: QuoteStatus = status === 'invitation_sent' ? 'new' : status;
  return eq(quotes.status, quoteStatus);
}

export interface BidderQuery {
  page: number;
  perPage: number;
  opportunityId?: number;
  accountId?: number;
  status?: BidderStatus;
}

export async function listBidders(db: Db, query: BidderQuery): Promise<{ total: number; rows: BidderWithQuote[] }> {
  const conditions: SQL[] = [];
  if (query.opportunityId !== undefined) conditions.push(eq(bidders.opportunityId, query.opportunityId));
  if (query.accountId !== undefined) conditions.push(eq(bidders.accountId, query.accountId));
  if (query.status !== undefined) conditions.push(statusCondition(query.status));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [counted] = await db.select({ total: count() }).from(bidders).leftJoin(quotes, eq(quotes.bidderId, bidders.id)).where(where);
  const rows = await selectBidders(db)
    .where(where)
    .orderBy(desc(bidders.createdAt), desc(bidders.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  return { total: counted?.total ?? 0, rows: rows.map(toBidderWithQuote) };
}

export async function insertBidder(
  db: Db,
  values: Pick<typeof bidders.$inferInsert, 'opportunityId' | 'accountId' | 'outsideName' | 'outsideEmail' | 'outsideLanguage' | 'history'>,
): Promise<BidderRow> {
  // Last in the order: one more than the highest so far (the opportunity's row is locked by the caller).
  const [row] = await db
    .insert(bidders)
    .values({
      ...values,
      indexPriority: sql`(select coalesce(max(${bidders.indexPriority}), 0) + 1 from ${bidders} where ${bidders.opportunityId} = ${values.opportunityId})`,
    })
    .returning();
  if (!row) throw new Error('The bidder was not stored');
  return row;
}

/** Appends one entry to a bidder's history and sets `values`, in one statement. */
export async function updateBidder(db: Db, id: number, values: Partial<typeof bidders.$inferInsert>, entry: BidderHistoryEntry): Promise<BidderRow | undefined> {
  const [row] = await db
    .update(bidders)
    .set({ ...values, history: sql`${bidders.history} || ${JSON.stringify([entry])}::jsonb`, updatedAt: sql`now()` })
    .where(eq(bidders.id, id))
    .returning();
  return row;
}

export async function deleteBidderRow(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(bidders).where(and(eq(bidders.id, id), isNull(bidders.invitedAt))).returning({ id: bidders.id });
  return rows.length > 0;
}

export async function bidderIdsOf(db: Db, opportunityId: number): Promise<number[]> {
  const rows = await db.select({ id: bidders.id }).from(bidders).where(eq(bidders.opportunityId, opportunityId));
  return rows.map((row) => row.id);
}

/** index_priority 1, 2, 3 … in the given order, each move in its bidder's history. */
export async function setBidderOrder(db: Db, ids: number[], by: BidderHistoryEntry['by']): Promise<void> {
  const at = new Date().toISOString();
  for (const [position, id] of ids.entries()) {
    const entry: BidderHistoryEntry = { at, by, event: 'reordered', detail: String(position + 1) };
    await db
      .update(bidders)
      .set({ indexPriority: position + 1, history: sql`${bidders.history} || ${JSON.stringify([entry])}::jsonb`, updatedAt: sql`now()` })
      .where(and(eq(bidders.id, id), sql`${bidders.indexPriority} <> ${position + 1}`));
  }
}

export async function insertQuote(db: Db, bidderId: number, opportunityId: number): Promise<QuoteRow> {
  const [row] = await db.insert(quotes).values({ bidderId, opportunityId, status: 'new' }).returning();
  if (!row) throw new Error('The quote was not stored');
  return row;
}

/** Appends the same entry to several bidders' histories; answers each one's history as it now is, in the ids' order. */
export async function appendHistory(db: Db, ids: number[], entry: BidderHistoryEntry): Promise<BidderHistoryEntry[][]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(bidders)
    .set({ history: sql`${bidders.history} || ${JSON.stringify([entry])}::jsonb`, updatedAt: sql`now()` })
    .where(inArray(bidders.id, ids))
    .returning({ id: bidders.id, history: bidders.history });
  const byId = new Map(rows.map((row) => [row.id, row.history]));
  return ids.map((id) => byId.get(id) ?? []);
}

export async function userName(db: Db, id: number): Promise<string | null> {
  const [row] = await db.select({ name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` }).from(users).where(eq(users.id, id));
  return row?.name ?? null;
}

// ---- The opportunity, the account, the flags ------------------------------------------------

export type OpportunityForBidders = Pick<
  typeof opportunities.$inferSelect,
  'id' | 'name' | 'status' | 'accountId' | 'contactId' | 'vatBasis' | 'arrivalTime' | 'departureTime' | 'participants' | 'startDate' | 'endDate' | 'cityId'
>;

const opportunityColumns = {
  id: opportunities.id,
  name: opportunities.name,
  status: opportunities.status,
  accountId: opportunities.accountId,
  contactId: opportunities.contactId,
  vatBasis: opportunities.vatBasis,
  arrivalTime: opportunities.arrivalTime,
  departureTime: opportunities.departureTime,
  participants: opportunities.participants,
  startDate: opportunities.startDate,
  endDate: opportunities.endDate,
  cityId: opportunities.cityId,
};

/** The opportunity as the bidders' changes and mails need it; locked until the transaction ends when asked. */
export async function opportunityOfBidders(db: Db, id: number, lock = false): Promise<OpportunityForBidders | undefined> {
  const query = db.select(opportunityColumns).from(opportunities).where(eq(opportunities.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Which of the opportunities are open. */
export async function openOpportunityIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const found = await db
    .select({ id: opportunities.id })
    .from(opportunities)
    .where(sql`${opportunities.id} in ${ids} and ${opportunities.status} = 'open'`);
  return new Set(found.map((row) => row.id));
}

/** An account's type (undefined: no such account). */
export async function accountType(db: Db, id: number): Promise<string | undefined> {
  const [row] = await db.select({ type: accounts.type }).from(accounts).where(eq(accounts.id, id));
  return row?.type;
}

/** An invitation went out: its time, one more counted, and the history entry. */
export async function markInvited(db: Db, id: number, entry: BidderHistoryEntry): Promise<void> {
  await updateBidder(db, id, { invitedAt: sql`now()` as unknown as Date, invitations: sql`${bidders.invitations} + 1` as unknown as number }, entry);
}

/** The venue or the customer did something with the bidder an admin should see, now. */
export async function markAttention(db: Db, id: number): Promise<void> {
  await db.update(bidders).set({ attentionAt: sql`now()` as unknown as Date }).where(eq(bidders.id, id));
}
