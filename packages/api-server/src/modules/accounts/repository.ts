import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { QueryOf } from '../../core/contract.js';
import type { Db } from '../../core/db/client.js';
import { accountHalls, accounts, type AccountType } from './schema.js';
import { contacts } from '../contacts/schema.js';
import { notes } from '../notes/schema.js';
import { opportunities } from '../opportunities/schema.js';
import { tasks } from '../tasks/schema.js';
import { users } from '../../core/auth/schema.js';
import type { MatchCount } from '../../core/db/paging.js';
import { countAndPage, pageIdsQuery, pageValues, preparedCount, runCount, searchCondition } from '../../core/db/list-queries.js';
import { preparedFamily } from '../../core/db/prepared.js';
import type { SubqueryWithSelection } from 'drizzle-orm/pg-core';

export type AccountRow = typeof accounts.$inferSelect;
export type NewAccountRow = typeof accounts.$inferInsert;

export type AccountSort = NonNullable<QueryOf<'getAccounts'>['sort']>;
export type SortOrder = NonNullable<QueryOf<'getAccounts'>['order']>;

export interface AccountFilter {
  search: string | undefined;
  type: AccountType | undefined;
  ownerId: number | undefined;
  regionId?: number | undefined;
  cityId?: number | undefined;
}

export interface AccountQuery extends AccountFilter {
  page: number;
  perPage: number;
  sort: AccountSort;
  order: SortOrder;
}

export interface AccountWithNames {
  account: AccountRow;
  ownerName: string | null;
  primaryContactName: string | null;
  regionName: string | null;
  cityName: string | null;
}

const ownerName = sql<string | null>`(SELECT ${users.firstName} || ' ' || ${users.lastName} FROM ${users} WHERE ${users.id} = ${accounts.ownerId})`;
const regionName = sql<string | null>`(SELECT name FROM regions WHERE regions.id = ${accounts.regionId})`;
const cityName = sql<string | null>`(SELECT name FROM cities WHERE cities.id = ${accounts.cityId})`;
const primaryContactName = sql<string | null>`(SELECT ${contacts.firstName} || ' ' || ${contacts.lastName} FROM ${contacts} WHERE ${contacts.id} = ${accounts.primaryContactId})`;

function sortColumns(sort: AccountSort, order: SortOrder): SQL[] {
  const direction = order === 'asc' ? asc : desc;
  // Each matches an index ending in id (schema.ts), so a page is an index range, not a sort.
  const columns: Record<AccountSort, SQL[]> = {
    company_name: [direction(accounts.companyName)],
    venue_name: [direction(accounts.venueName)],
    type: [direction(accounts.type), direction(accounts.companyName)],
    email: [direction(accounts.email)],
    created_at: [direction(accounts.createdAt)],
  };
  return [...columns[sort], direction(accounts.id)];
}

export function accountConditions(filter: AccountFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.type) conditions.push(eq(accounts.type, filter.type));
  if (filter.ownerId) conditions.push(eq(accounts.ownerId, filter.ownerId));
  if (filter.regionId) conditions.push(eq(accounts.regionId, filter.regionId));
  if (filter.cityId) conditions.push(eq(accounts.cityId, filter.cityId));
  if (filter.search) conditions.push(searchCondition(accounts.searchText, filter.search));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The filters of a list without a search, each a placeholder when present. */
type AccountFilterShape = { type: boolean; owner: boolean; region: boolean; city: boolean };

function filterConditions(shape: AccountFilterShape): SQL | undefined {
  const conditions: SQL[] = [];
  if (shape.type) conditions.push(eq(accounts.type, sql.placeholder('type')));
  if (shape.owner) conditions.push(eq(accounts.ownerId, sql.placeholder('ownerId')));
  if (shape.region) conditions.push(eq(accounts.regionId, sql.placeholder('regionId')));
  if (shape.city) conditions.push(eq(accounts.cityId, sql.placeholder('cityId')));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The rows of a page's ids (`page`) with their names, in the list's order. */
function withNames(db: Db, page: SubqueryWithSelection<{ id: typeof accounts.id }, 'page'>, order: SQL[]) {
  return db
    .select({ account: accounts, ownerName, cityName })
    .from(accounts)
    .innerJoin(page, eq(page.id, accounts.id))
    .orderBy(...order);
}

/** The capped count and the page of each shape (filters, sort) without a search, as prepared statements. */
const countAccounts = preparedCount('accounts.count', accounts, filterConditions);
const accountPage = preparedFamily('accounts.page', (db, shape: AccountFilterShape & { sort: AccountSort; order: SortOrder }) => {
  const order = sortColumns(shape.sort, shape.order);
  return withNames(db, pageIdsQuery(db, accounts, accounts.id, filterConditions(shape), order).as('page'), order);
});

export async function listAccounts(
  db: Db,
  query: AccountQuery,
): Promise<{ matches: MatchCount; rows: { account: AccountRow; ownerName: string | null; cityName: string | null }[] }> {
  const order = sortColumns(query.sort, query.order);
  if (!query.search) {
    const filter = { type: Boolean(query.type), owner: Boolean(query.ownerId), region: Boolean(query.regionId), city: Boolean(query.cityId) };
    const values = { type: query.type, ownerId: query.ownerId, regionId: query.regionId, cityId: query.cityId, ...pageValues(query) };
    const matches = await runCount(countAccounts(db, filter), values);
    const rows = await accountPage(db, { ...filter, sort: query.sort, order: query.order }).execute(values);
    return { matches, rows };
  }
  const { matches, page } = await countAndPage(db, accounts, accounts.id, accountConditions(query), order, query);
  return { matches, rows: await withNames(db, page.as('page'), order) };
}

export async function findAccount(db: Db, id: number): Promise<AccountWithNames | undefined> {
  const [row] = await db.select({ account: accounts, ownerName, primaryContactName, regionName, cityName }).from(accounts).where(eq(accounts.id, id));
  return row;
}

/** Locks the account row for the rest of the transaction (a save or delete in progress). */
export async function lockAccount(db: Db, id: number): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).for('update');
  return row;
}

export async function insertAccount(db: Db, values: NewAccountRow): Promise<AccountRow> {
  const [row] = await db.insert(accounts).values(values).returning();
  if (!row) throw new Error('The account was not stored');
  return row;
}

export async function updateAccountRow(db: Db, id: number, values: Partial<NewAccountRow>): Promise<void> {
  await db
    .update(accounts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(accounts.id, id));
}

export async function deleteAccountRow(db: Db, id: number): Promise<boolean> {
  const deleted = await db.delete(accounts).where(eq(accounts.id, id)).returning({ id: accounts.id });
  return deleted.length > 0;
}

export async function accountExists(db: Db, id: number): Promise<{ companyName: string } | undefined> {
  const [row] = await db.select({ companyName: accounts.companyName }).from(accounts).where(eq(accounts.id, id));
  return row;
}

/** How many records of each kind refer to the account (each kind's column is indexed). */
export async function accountReferences(db: Db, id: number) {
  const result = await db.execute<{ contacts: number; tasks: number; notes: number; users: number; opportunities: number }>(sql`
    SELECT
      (SELECT count(*)::int FROM ${contacts} WHERE ${contacts.accountId} = ${id}) AS contacts,
      (SELECT count(*)::int FROM ${tasks} WHERE ${tasks.accountId} = ${id}) AS tasks,
      (SELECT count(*)::int FROM ${notes} WHERE ${notes.accountId} = ${id}) AS notes,
      (SELECT count(*)::int FROM ${users} WHERE ${users.accountId} = ${id}) AS users,
      (SELECT count(*)::int FROM ${opportunities} WHERE ${opportunities.accountId} = ${id}) AS opportunities
  `);
  return result.rows[0] ?? { contacts: 0, tasks: 0, notes: 0, users: 0, opportunities: 0 };
}

/** The admins (role 1), who may own accounts, by name. */
export function listAdmins(db: Db): Promise<{ id: number; firstName: string; lastName: string; email: string }[]> {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.role, 1))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}

export async function isAdmin(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, id), eq(users.role, 1)));
  return row !== undefined;
}

/** Existing accounts with one of these normalised corporate numbers or (lower-cased) emails. */
export async function findAccountDuplicates(
  db: Db,
  corporateNumbers: string[],
  emails: string[],
): Promise<{ id: number; companyName: string; corporateNumber: string | null; email: string | null }[]> {
  if (corporateNumbers.length === 0 && emails.length === 0) return [];
  const conditions: SQL[] = [];
  if (corporateNumbers.length > 0) conditions.push(inArray(accounts.corporateNumber, corporateNumbers));
  if (emails.length > 0) conditions.push(inArray(sql`lower(${accounts.email})`, emails));
  return db
    .select({ id: accounts.id, companyName: accounts.companyName, corporateNumber: accounts.corporateNumber, email: accounts.email })
    .from(accounts)
    .where(or(...conditions))
    .orderBy(asc(accounts.id));
}

export type AccountHallRow = typeof accountHalls.$inferSelect;
export type NewAccountHall = Omit<typeof accountHalls.$inferInsert, 'id' | 'accountId' | 'position'>;

/** The venue's halls in their order. */
export function listAccountHalls(db: Db, accountId: number): Promise<AccountHallRow[]> {
  return db.select().from(accountHalls).where(eq(accountHalls.accountId, accountId)).orderBy(asc(accountHalls.position), asc(accountHalls.id));
}

/** Makes `halls` the venue's whole list of halls, in this order (call with the account row locked). */
export async function replaceAccountHalls(db: Db, accountId: number, halls: NewAccountHall[]): Promise<void> {
  await db.delete(accountHalls).where(eq(accountHalls.accountId, accountId));
  const places = halls.flatMap((hall) => (hall.capacity === null || hall.capacity === undefined ? [] : [hall.capacity]));
  await db.update(accounts).set({ largestHall: places.length === 0 ? null : Math.max(...places) }).where(eq(accounts.id, accountId));
  if (halls.length === 0) return;
  await db.insert(accountHalls).values(halls.map((hall, position) => ({ ...hall, accountId, position })));
}

/** The account a contact belongs to (undefined: no such contact), to check a primary contact. */
export async function accountOfContact(db: Db, contactId: number): Promise<number | null | undefined> {
  const [row] = await db.select({ accountId: contacts.accountId }).from(contacts).where(eq(contacts.id, contactId));
  return row?.accountId;
}
