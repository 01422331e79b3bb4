import { count, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';
import { escapeLike, type MatchCount } from './paging.js';

export interface PageWindow {
  page: number;
  perPage: number;
}

/**
 * A search in a lowercased `search_text` column: LIKE with the lowercased term. The trigram index
 * serves LIKE as it serves ILIKE, and checking a row costs a third of what ILIKE's case folding does.
 */
export function searchCondition(column: PgColumn, term: string): SQL {
  return sql`${column} LIKE ${`%${escapeLike(term.toLowerCase())}%`}`;
}

/**
 * A search counts its matches up to `cap` (10 000). Past it the list says "more than 10 000": an
 * exact count of a word that nearly every row contains reads the whole table (about 200 ms at
 * 100 000 rows here), while stopping at 10 001 reads a tenth of it. Nobody pages through 500
 * pages of a search; they narrow it. An object, so a test can lower the cap.
 */
export const searchCounting = { cap: 10_000 };

/**
 * The cap for a list's count: none without a search; with one, the usual cap or, for a page asked
 * beyond it (a URL kept from before), the end of that page, so the page never lies past `total`.
 */
function searchCountCap(search: string | undefined, window: PageWindow): number | undefined {
  return search ? Math.max(searchCounting.cap, window.page * window.perPage) : undefined;
}

/**
 * How many rows match `where`: exact, or at most `cap` (then `capped`) when a cap is given.
 *
 * A capped count is a search's: it reads the matches through the trigram index. Left to itself,
 * the planner scans the table for a LIMIT it expects to reach early, which reads most of it when
 * the matches bunch at its end (about 10 000 matches: 26 ms by scanning, 9 ms through the index).
 */
export async function countMatches(db: Db, table: PgTable, where: SQL | undefined, cap?: number): Promise<MatchCount> {
  if (cap === undefined) {
    const [row] = await db.select({ total: count() }).from(table).where(where);
    return { total: row?.total ?? 0, capped: false };
  }
  const total = await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    const limited = tx
      .select({ one: sql<number>`1`.as('one') })
      .from(table)
      .where(where)
      .limit(cap + 1)
      .as('limited');
    const [row] = await tx.select({ total: count() }).from(limited);
    return row?.total ?? 0;
  });
  return total > cap ? { total: cap, capped: true } : { total, capped: false };
}

/**
 * The ids of one page, as a subquery to join the rows to.
 *
 * Usually read from the sort's index (an index-only scan skips the offset's rows without reading
 * them), so a deep page costs what the first one does. A search whose matches could all be
 * counted (`fewMatches`: not capped) reads its matches through the trigram index and sorts them
 * instead: walking the sort index for them can pass most of the table when the matches bunch at
 * the far end of the order ("info12" among company names sorted descending: 26 ms against 2 ms).
 * `OFFSET 0` keeps the planner from merging the two steps back into the walk.
 */
function pageIds<Id extends PgColumn>(
  db: Db,
  table: PgTable,
  id: Id,
  where: SQL | undefined,
  order: SQL[],
  window: PageWindow,
  fewMatches: boolean,
) {
  const walk = db.select({ id }).from(table).where(where);
  // The matches keep the table's name, so the order's columns (and the id) name them. Drizzle
  // does not know that name for a table, hence the id as SQL; the rows are the same.
  const matches = sql`(SELECT * FROM ${table} WHERE ${where} OFFSET 0) AS ${sql.identifier(getTableName(table))}`;
  const query = fewMatches
    ? (db.select({ id: sql`${id}`.mapWith(id).as('page_id') }).from(matches) as unknown as typeof walk)
    : walk;
  return query
    .orderBy(...order)
    .limit(window.perPage)
    .offset((window.page - 1) * window.perPage);
}

export interface ListWindow extends PageWindow {
  search: string | undefined;
}

/**
 * A list's count, then the query of its page's ids (to join the rows to, or to await), read the
 * way the count says is cheapest: how many matches a search has decides how its page is read.
 */
export async function countAndPage<Id extends PgColumn>(
  db: Db,
  table: PgTable,
  id: Id,
  where: SQL | undefined,
  order: SQL[],
  list: ListWindow,
) {
  const matches = await countMatches(db, table, where, searchCountCap(list.search, list));
  const page = pageIds(db, table, id, where, order, list, Boolean(list.search) && !matches.capped);
  return { matches, page };
}
