import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { QueryOf } from '../../core/contract.js';
import type { Db } from '../../core/db/client.js';
import { accounts } from '../accounts/schema.js';
import { contacts } from './schema.js';
import { notes } from '../notes/schema.js';
import { opportunities } from '../opportunities/schema.js';
import { tasks } from '../tasks/schema.js';
import type { MatchCount } from '../../core/db/paging.js';
import { countAndPage, pageIdsQuery, pageValues, preparedCount, runCount, searchCondition } from '../../core/db/list-queries.js';
import { preparedFamily } from '../../core/db/prepared.js';
import type { SubqueryWithSelection } from 'drizzle-orm/pg-core';

export type ContactRow = typeof contacts.$inferSelect;
export type NewContactRow = typeof contacts.$inferInsert;

export type ContactSort = NonNullable<QueryOf<'getContacts'>['sort']>;
export type SortOrder = NonNullable<QueryOf<'getContacts'>['order']>;

export interface ContactFilter {
  search: string | undefined;
  accountId: number | undefined;
}

export interface ContactQuery extends ContactFilter {
  page: number;
  perPage: number;
  sort: ContactSort;
  order: SortOrder;
}

export interface ContactWithAccount {
  contact: ContactRow;
  accountName: string | null;
}

const accountName = sql<string | null>`(SELECT ${accounts.companyName} FROM ${accounts} WHERE ${accounts.id} = ${contacts.accountId})`;

function sortColumns(sort: ContactSort, order: SortOrder): SQL[] {
  const direction = order === 'asc' ? asc : desc;
  // Each matches an index ending in id (schema.ts).
  const columns: Record<ContactSort, SQL[]> = {
    name: [direction(contacts.lastName), direction(contacts.firstName)],
    email: [direction(contacts.email)],
    company: [direction(contacts.company)],
    created_at: [direction(contacts.createdAt)],
  };
  return [...columns[sort], direction(contacts.id)];
}

export function contactConditions(filter: ContactFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.accountId) conditions.push(eq(contacts.accountId, filter.accountId));
  if (filter.search) conditions.push(searchCondition(contacts.searchText, filter.search));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The filters of a list without a search: the account, as a placeholder. */
type ContactFilterShape = { account: boolean };
const filterConditions = (shape: ContactFilterShape): SQL | undefined => (shape.account ? eq(contacts.accountId, sql.placeholder('accountId')) : undefined);

/** The rows of a page's ids (`page`) with their account's name, in the list's order. */
function withAccount(db: Db, page: SubqueryWithSelection<{ id: typeof contacts.id }, 'page'>, order: SQL[]) {
  return db
    .select({ contact: contacts, accountName })
    .from(contacts)
    .innerJoin(page, eq(page.id, contacts.id))
    .orderBy(...order);
}

/** The capped count and the page of each shape (filters, sort) without a search, as prepared statements. */
const countContacts = preparedCount('contacts.count', contacts, filterConditions);
const contactPage = preparedFamily('contacts.page', (db, shape: ContactFilterShape & { sort: ContactSort; order: SortOrder }) => {
  const order = sortColumns(shape.sort, shape.order);
  return withAccount(db, pageIdsQuery(db, contacts, contacts.id, filterConditions(shape), order).as('page'), order);
});

export async function listContacts(db: Db, query: ContactQuery): Promise<{ matches: MatchCount; rows: ContactWithAccount[] }> {
  const order = sortColumns(query.sort, query.order);
  if (!query.search) {
    const filter = { account: Boolean(query.accountId) };
    const values = { accountId: query.accountId, ...pageValues(query) };
    const matches = await runCount(countContacts(db, filter), values);
    const rows = await contactPage(db, { ...filter, sort: query.sort, order: query.order }).execute(values);
    return { matches, rows };
  }
  const { matches, page } = await countAndPage(db, contacts, contacts.id, contactConditions(query), order, query);
  return { matches, rows: await withAccount(db, page.as('page'), order) };
}

export async function findContact(db: Db, id: number): Promise<ContactWithAccount | undefined> {
  const [row] = await db.select({ contact: contacts, accountName }).from(contacts).where(eq(contacts.id, id));
  return row;
}

export async function lockContact(db: Db, id: number): Promise<ContactRow | undefined> {
  const [row] = await db.select().from(contacts).where(eq(contacts.id, id)).for('update');
  return row;
}

export async function insertContact(db: Db, values: NewContactRow): Promise<ContactRow> {
  const [row] = await db.insert(contacts).values(values).returning();
  if (!row) throw new Error('The contact was not stored');
  return row;
}

export async function updateContactRow(db: Db, id: number, values: Partial<NewContactRow>): Promise<void> {
  await db
    .update(contacts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(contacts.id, id));
}

export async function deleteContactRow(db: Db, id: number): Promise<boolean> {
  const deleted = await db.delete(contacts).where(eq(contacts.id, id)).returning({ id: contacts.id });
  return deleted.length > 0;
}

/** How many records of each kind refer to the contact. */
export async function contactReferences(db: Db, id: number) {
  const result = await db.execute<{ accounts: number; tasks: number; notes: number; opportunities: number }>(sql`
    SELECT
      (SELECT count(*)::int FROM ${accounts} WHERE ${accounts.primaryContactId} = ${id}) AS accounts,
      (SELECT count(*)::int FROM ${tasks} WHERE ${tasks.contactId} = ${id}) AS tasks,
      (SELECT count(*)::int FROM ${notes} WHERE ${notes.contactId} = ${id}) AS notes,
      (SELECT count(*)::int FROM ${opportunities} WHERE ${opportunities.contactId} = ${id}) AS opportunities
  `);
  return result.rows[0] ?? { accounts: 0, tasks: 0, notes: 0, opportunities: 0 };
}

/** Existing contacts with one of these (lower-cased) emails. */
export function findContactsByEmail(db: Db, emails: string[]): Promise<{ id: number; firstName: string; lastName: string; email: string | null }[]> {
  if (emails.length === 0) return Promise.resolve([]);
  return db
    .select({ id: contacts.id, firstName: contacts.firstName, lastName: contacts.lastName, email: contacts.email })
    .from(contacts)
    .where(inArray(sql`lower(${contacts.email})`, emails))
    .orderBy(asc(contacts.id));
}
