import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client.js';
import { accounts } from '../accounts/schema.js';
import { activityLog } from '../../core/audit/schema.js';
import { contacts } from '../contacts/schema.js';
import { opportunities } from '../opportunities/schema.js';
import { users } from '../../core/auth/schema.js';
import type { RelatedIds } from '../../core/related.js';

export type ActivityRow = typeof activityLog.$inferSelect;

/** The newest entries; with `accountId`, only those of records related to that account. */
export function latestActivities(
  db: Db,
  limit: number,
  accountId?: number,
): Promise<{ entry: ActivityRow; causerName: string | null }[]> {
  return db
    .select({
      entry: activityLog,
      causerName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(activityLog)
    .leftJoin(users, eq(users.id, activityLog.causerId))
    .where(accountId === undefined ? undefined : eq(activityLog.accountId, accountId))
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(limit);
}

export interface RelatedRecords {
  contact: { id: number; name: string; accountId: number | null } | undefined;
  account: { id: number; name: string } | undefined;
  opportunity: { id: number; name: string; accountId: number | null } | undefined;
}


/** The contact, account and opportunity a task or note refers to; undefined where absent or missing. */
export async function findRelatedRecords(db: Db, ids: RelatedIds): Promise<RelatedRecords> {
  const [contact] =
    ids.contactId === null
      ? []
      : await db
          .select({ id: contacts.id, name: sql<string>`${contacts.firstName} || ' ' || ${contacts.lastName}`, accountId: contacts.accountId })
          .from(contacts)
          .where(eq(contacts.id, ids.contactId));
  const [account] =
    ids.accountId === null
      ? []
      : await db.select({ id: accounts.id, name: accounts.companyName }).from(accounts).where(eq(accounts.id, ids.accountId));
  const [opportunity] =
    ids.opportunityId === null
      ? []
      : await db
          .select({ id: opportunities.id, name: opportunities.name, accountId: opportunities.accountId })
          .from(opportunities)
          .where(eq(opportunities.id, ids.opportunityId));
  return { contact, account, opportunity };
}
