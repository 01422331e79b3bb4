import { sql } from 'drizzle-orm';
import { check, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { users } from '../../core/auth/schema.js';
import { updatedAt } from '../../core/db/columns.js';

/**
 * The CRM's adjustable values: one row (`id` is always 1, inserted by migration 0012), one typed
 * column per setting. A single row rather than key/value pairs so that each setting keeps its own
 * type, default and CHECK in the database (a key/value table would store text and leave the range
 * to every reader), and reading all of them is one primary-key lookup a query can join. A new
 * setting is a new column with its default, in a migration.
 */
export const settings = pgTable(
  'settings',
  {
    id: smallint('id').primaryKey().default(1),
    /** An open opportunity nobody has touched for this many days is idle (the list and the board mark it). */
    opportunityIdleDays: integer('opportunity_idle_days').notNull().default(7),
    /** An invitation's response deadline lies this many days after it is sent. */
    quoteResponseDays: integer('quote_response_days').notNull().default(7),
    /** The first reminder to report a commission comes this many units after the report was asked for; each next after twice the wait. */
    commissionReminderInterval: integer('commission_reminder_interval').notNull().default(1),
    commissionReminderUnit: text('commission_reminder_unit').$type<'day' | 'week' | 'month'>().notNull().default('week'),
    /** Reminders before the commission is invoiced on the original quote. */
    commissionReminders: integer('commission_reminders').notNull().default(3),
    updatedAt: updatedAt(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('settings_single_row_check', sql`${t.id} = 1`),
    check('settings_opportunity_idle_days_check', sql`${t.opportunityIdleDays} between 1 and 365`),
    check('settings_quote_response_days_check', sql`${t.quoteResponseDays} between 1 and 90`),
    check('settings_commission_reminder_interval_check', sql`${t.commissionReminderInterval} between 1 and 90`),
    check('settings_commission_reminder_unit_check', sql`${t.commissionReminderUnit} in ('day', 'week', 'month')`),
    check('settings_commission_reminders_check', sql`${t.commissionReminders} between 1 and 10`),
  ],
);
