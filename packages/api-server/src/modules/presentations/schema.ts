import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../core/db/columns.js';
import { users } from '../../core/auth/schema.js';
import { bidders } from '../bidders/schema.js';
import { opportunities } from '../opportunities/schema.js';

/**
 * A quote presentation as sent to the customer (PIPELINE.md "Customer presentation and
 * booking"): the venues ticked at that moment, in the admin's order. Each send is a new row and
 * revokes the previous row's link; the newest row of an opportunity is the one that counts. The
 * customer books on it once (`booked_at`, and `booked` on its venues).
 */
export const presentations = pgTable(
  'presentations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    opportunityId: integer('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    bookedAt: timestamp('booked_at', { withTimezone: true }),
    /** When the owner was last told the customer opened it ('Preview Quote', at most hourly). */
    openNotifiedAt: timestamp('open_notified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('presentations_opportunity_id_idx').on(t.opportunityId, t.id)],
);

/** The venues of one presentation, in order; `booked` once the customer chose it. */
export const presentationVenues = pgTable(
  'presentation_venues',
  {
    presentationId: integer('presentation_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    bidderId: integer('bidder_id')
      .notNull()
      .references(() => bidders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    booked: boolean('booked').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.presentationId, t.bidderId] }),
    index('presentation_venues_bidder_id_idx').on(t.bidderId).where(sql`${t.booked}`),
  ],
);
