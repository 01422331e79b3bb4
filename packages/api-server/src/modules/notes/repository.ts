import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { QueryOf } from '../../core/contract.js';
import type { Db } from '../../core/db/client.js';
import { accounts } from '../accounts/schema.js';
import { contacts } from '../contacts/schema.js';
import { notes } from './schema.js';
import { opportunities } from '../opportunities/schema.js';
import { users } from '../../core/auth/schema.js';
import type { MatchCount } from '../../core/db/paging.js';
import { countAndPage, rowsInPageOrder, searchCondition } from '../../core/db/list-queries.js';
import type { SortOrder } from '../../core/db/paging.js';
import { relatedConditions, type RelatedFilter, type RelatedNames } from '../../core/related.js';

export type NoteRow = typeof notes.$inferSelect;
export type NewNoteRow = typeof notes.$inferInsert;

export interface NoteWithNames extends RelatedNames {
  note: NoteRow;
  authorName: string | null;
}

export type NoteSort = NonNullable<QueryOf<'getNotes'>['sort']>;

export interface NoteQuery extends RelatedFilter {
  page: number;
  perPage: number;
  search: string | undefined;
  sort: NoteSort;
  order: SortOrder;
}

function selectWithNames(db: Db) {
  return db
    .select({
      note: notes,
      authorName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
      contactName: sql<string | null>`${contacts.firstName} || ' ' || ${contacts.lastName}`,
      accountName: accounts.companyName,
      opportunityName: opportunities.name,
    })
    .from(notes)
    .leftJoin(users, eq(users.id, notes.createdBy))
    .leftJoin(contacts, eq(contacts.id, notes.contactId))
    .leftJoin(accounts, eq(accounts.id, notes.accountId))
    .leftJoin(opportunities, eq(opportunities.id, notes.opportunityId));
}

function sortColumns(sort: NoteSort, order: SortOrder): SQL[] {
  const direction = order === 'asc' ? asc : desc;
  const columns: Record<NoteSort, SQL[]> = {
    subject: [direction(notes.subject)],
    created_at: [direction(notes.createdAt)],
  };
  // The id makes the order total, so pages neither repeat nor skip rows.
  return [...columns[sort], direction(notes.id)];
}

/**
 * One page of notes: the ids of the page first, then their names, so a deep page does not
 * join every row it skips.
 */
export async function listNotes(db: Db, query: NoteQuery): Promise<{ matches: MatchCount; rows: NoteWithNames[] }> {
  const conditions = relatedConditions(notes, query);
  if (query.search) conditions.push(searchCondition(notes.searchText, query.search));
  const where = conditions.length > 0 ? and(...conditions) : undefined;

  const { matches, page } = await countAndPage(db, notes, notes.id, where, sortColumns(query.sort, query.order), query);
  const ids = (await page).map((row) => row.id);
  const rows = await rowsInPageOrder(ids, (pageIds) => selectWithNames(db).where(inArray(notes.id, pageIds)), (row) => row.note.id);
  return { matches, rows };
}

export async function findNote(db: Db, id: number): Promise<NoteWithNames | undefined> {
  const [row] = await selectWithNames(db).where(eq(notes.id, id));
  return row;
}

/** The note row, locked until the transaction ends. */
export async function lockNote(db: Db, id: number): Promise<NoteRow | undefined> {
  const [row] = await db.select().from(notes).where(eq(notes.id, id)).for('update');
  return row;
}

export async function insertNote(db: Db, values: NewNoteRow): Promise<NoteRow> {
  const [row] = await db.insert(notes).values(values).returning();
  if (!row) throw new Error('The note was not stored');
  return row;
}

export async function updateNoteRow(db: Db, id: number, values: Partial<NewNoteRow>): Promise<void> {
  await db
    .update(notes)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(notes.id, id));
}

export async function deleteNoteRow(db: Db, id: number): Promise<void> {
  await db.delete(notes).where(eq(notes.id, id));
}
