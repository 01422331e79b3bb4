import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.js';

/** What a user may have seen: an opportunity, or one venue (bidder) of it. */
export type RecordType = 'opportunity' | 'bidder';

/**
 * When each user last saw a record (README "New for whom"). A record is new to a user while it
 * changed after this moment, the user never saw it, or the user marked it unseen. One row per user and record, upserted when
 * the user opens it; the primary key answers a page's rows by index lookups.
 */
export const recordViews = pgTable(
  'record_views',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recordType: text('record_type').$type<RecordType>().notNull(),
    recordId: integer('record_id').notNull(),
    /** Null: the user asked to see it as new again ("Markera som osedd"), whatever changed. */
    seenAt: timestamp('seen_at', { withTimezone: true }).defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.recordType, t.recordId] }),
    check('record_views_record_type_check', sql`${t.recordType} in ('opportunity', 'bidder')`),
  ],
);
