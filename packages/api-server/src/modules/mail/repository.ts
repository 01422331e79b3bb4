import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client.js';
import { escapeLike } from '../../core/db/paging.js';
import { outbox } from '../../core/mail/schema.js';

export type OutboxRow = typeof outbox.$inferSelect;

export async function listOutbox(
  db: Db,
  query: { page: number; perPage: number; search: string | undefined },
): Promise<{ total: number; rows: OutboxRow[] }> {
  const where = query.search ? sql`${outbox.searchText} ILIKE ${`%${escapeLike(query.search)}%`}` : undefined;
  const [totalRow] = await db.select({ total: count() }).from(outbox).where(where);
  const rows = await db
    .select()
    .from(outbox)
    .where(where)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  return { total: totalRow?.total ?? 0, rows };
}

export async function findOutboxMail(db: Db, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  return row;
}
