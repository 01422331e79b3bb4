import { count, getTableName, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';
import { escapeLike, type MatchCount } from './paging.js';
import { preparedFamily, type Shape } from './prepared.js';

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
 * A list counts its matches up to `cap` (10 000). Past it the list says "10 000+" (`total_capped`):
 * an exact count reads every matching row (about 6.5 ms of PostgreSQL's CPU per page of the
 * unfiltered leads at 100 000 rows, most of the request; a word that nearly every row contains:
 * about 200 ms), while stopping at 10 001 reads a tenth of it. Nobody pages through 500 pages;
 * they filter or search. An object, so a test can lower the cap.
 */
export const listCounting = { cap: 10_000 };

/**
 * The cap for a list's count: the usual cap or, for a page asked beyond it (a deep page, a URL kept
 * from before), the end of that page, so the page never lies past `total` and the next one can
 * still be asked for.
 */
export function countCap(window: PageWindow): number {
  return Math.max(listCounting.cap, window.page * window.perPage);
}

/** A count of at most `cap` + 1 rows as the list reports it. */
export function cappedTotal(total: number, cap: number): MatchCount {
  return total > cap ? { total: cap, capped: true } : { total, capped: false };
}

/**
 * How many rows match `where`: exact, or at most `cap` (then `capped`) when a cap is given.
 *
 * A search's capped count (`search`) reads the matches through the trigram index. Left to itself,
 * the planner scans the table for a LIMIT it expects to reach early, which reads most of it when
 * the matches bunch at its end (about 10 000 matches: 26 ms by scanning, 9 ms through the index).
 */
export async function countMatches(db: Db, table: PgTable, where: SQL | undefined, cap?: number, search = false): Promise<MatchCount> {
  if (cap === undefined) {
    const [row] = await db.select({ total: count() }).from(table).where(where);
    return { total: row?.total ?? 0, capped: false };
  }
  if (!search) {
    const [row] = await cappedCountQuery(db, table, where, cap + 1);
    return cappedTotal(row?.total ?? 0, cap);
  }
  const total = await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    const [row] = await cappedCountQuery(tx, table, where, cap + 1);
    return row?.total ?? 0;
  });
  return cappedTotal(total, cap);
}

/**
 * `SELECT count(*) FROM (SELECT 1 FROM table WHERE … LIMIT n)`: reads at most `n` matches. `n` may be
 * a placeholder (a prepared count, `countLimit`).
 */
export function cappedCountQuery(db: Db, table: PgTable, where: SQL | undefined, limit: number | Placeholder) {
  const limited = db
    .select({ one: sql<number>`1`.as('one') })
    .from(table)
    .where(where)
    .limit(limit)
    .as('limited');
  return db.select({ total: count() }).from(limited);
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
  const matches = await countMatches(db, table, where, countCap(list), Boolean(list.search));
  const page = pageIds(db, table, id, where, order, list, Boolean(list.search) && !matches.capped);
  return { matches, page };
}

/**
 * A page's rows in the page's order: its ids first (`countAndPage`), then `load` reads their rows
 * (with names joined), so a deep page does not join every row it skips.
 */
export async function rowsInPageOrder<Row>(ids: number[], load: (ids: number[]) => Promise<Row[]>, idOf: (row: Row) => number): Promise<Row[]> {
  const rows = ids.length === 0 ? [] : await load(ids);
  const byId = new Map(rows.map((row) => [idOf(row), row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

// ---- Prepared lists ------------------------------------------------------------------------
//
// The busy lists' pages without a search run as named prepared statements (core/db/prepared.ts):
// per shape (which filters, which sort) one capped count and one page, their values as
// placeholders. A search keeps the statements built per request above: how many matches it has
// decides how its page is read, and a plan made for one search term does not suit another.

/** The placeholders' values of a page: how far its count reads (`countLimit`), its `limit` and `offset`. */
export function pageValues(window: PageWindow): { countLimit: number; limit: number; offset: number } {
  return { countLimit: countCap(window) + 1, limit: window.perPage, offset: (window.page - 1) * window.perPage };
}

/** A list's capped count per shape of its filters, as prepared statements (`countLimit` and the filters' placeholders). */
export function preparedCount<F extends Shape>(name: string, table: PgTable, filters: (shape: F) => SQL | undefined) {
  return preparedFamily(name, (db, shape: F) => cappedCountQuery(db, table, filters(shape), sql.placeholder('countLimit')));
}

/** Runs a prepared capped count for a page (`pageValues`) and reports it as the list does. */
export async function runCount(
  statement: { execute(values: Record<string, unknown>): Promise<{ total: number }[]> },
  values: Record<string, unknown> & { countLimit: number },
): Promise<MatchCount> {
  const [row] = await statement.execute(values);
  return cappedTotal(row?.total ?? 0, values.countLimit - 1);
}

/** The ids of a page read along the sort's index (`pageIds`' walk), with `limit` and `offset` as placeholders. */
export function pageIdsQuery<Id extends PgColumn>(db: Db, table: PgTable, id: Id, where: SQL | undefined, order: SQL[]) {
  return db
    .select({ id })
    .from(table)
    .where(where)
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}
