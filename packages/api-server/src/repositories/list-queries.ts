import { count, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import type { MatchCount } from '../lib/paging.js';

export interface PageWindow {
  page: number;
  perPage: number;
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
export function searchCountCap(search: string | undefined, window: PageWindow): number | undefined {
  return search ? Math.max(searchCounting.cap, window.page * window.perPage) : undefined;
}

/** How many rows match `where`: exact, or at most `cap` (then `capped`) when a cap is given. */
export async function countMatches(db: Db, table: PgTable, where: SQL | undefined, cap?: number): Promise<MatchCount> {
  if (cap === undefined) {
    const [row] = await db.select({ total: count() }).from(table).where(where);
    return { total: row?.total ?? 0, capped: false };
  }
  const limited = db
    .select({ one: sql<number>`1`.as('one') })
    .from(table)
    .where(where)
    .limit(cap + 1)
    .as('limited');
  const [row] = await db.select({ total: count() }).from(limited);
  const total = row?.total ?? 0;
  return total > cap ? { total: cap, capped: true } : { total, capped: false };
}

/**
 * The ids of one page, as a subquery to join the rows to: read from the sort's index alone (an
 * index-only scan skips the offset's rows without reading them), so a deep page costs what the
 * first one does and only the page's rows are joined to their names.
 */
export function pageIds(db: Db, table: PgTable, id: PgColumn, where: SQL | undefined, order: SQL[], window: PageWindow) {
  return db
    .select({ id })
    .from(table)
    .where(where)
    .orderBy(...order)
    .limit(window.perPage)
    .offset((window.page - 1) * window.perPage)
    .as('page');
}
