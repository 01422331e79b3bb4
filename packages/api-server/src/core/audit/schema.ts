import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Schemas } from '../contract.js';
import { createdAt, updatedAt } from '../db/columns.js';
import type { LocalizedText } from '../types.js';
import { accounts } from '../../modules/accounts/schema.js';
import { users } from '../auth/schema.js';

export type NotifiableType = Schemas['Notification']['notifiable_type'];

export type ActivityEvent = Schemas['LogActivity']['event'];

export interface NotificationData {
  source: string;
  message: LocalizedText | string;
  opportunity_id: number | null;
  link: string | null;
}

export interface ActivityProperties {
  name: string;
  account?: { name: string };
  opportunity?: { name: string };
  contact?: { name: string };
}


export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    notifiableType: text('notifiable_type').$type<NotifiableType>().notNull(),
    notifiableId: integer('notifiable_id').notNull(),
    /** The one admin this is for (a task reminder); null: every admin. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<NotificationData>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('notifications_created_at_idx').on(t.createdAt),
    index('notifications_notifiable_idx').on(t.notifiableType, t.notifiableId),
    index('notifications_user_id_idx').on(t.userId),
  ],
);


/** Read state is per admin: one row per (user, notification) once that user has read it. */
export const notificationReads = pgTable(
  'notification_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.notificationId] }),
    index('notification_reads_notification_id_idx').on(t.notificationId),
  ],
);


export const activityLog = pgTable(
  'activity_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    logName: text('log_name').notNull(),
    event: text('event').$type<ActivityEvent>().notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: integer('subject_id').notNull(),
    causerId: integer('causer_id').references(() => users.id, { onDelete: 'set null' }),
    properties: jsonb('properties').$type<ActivityProperties>().notNull(),
    /** The account the subject relates to, so an account's page lists its activity. */
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    link: text('link'),
    createdAt: createdAt(),
  },
  (t) => [
    index('activity_log_created_at_idx').on(t.createdAt, t.id),
    index('activity_log_subject_idx').on(t.subjectType, t.subjectId),
    index('activity_log_account_id_idx').on(t.accountId, t.createdAt, t.id),
    // The dashboard's wins per month and week (modules/opportunities/stats.ts) read only the wins.
    index('activity_log_opportunity_won_idx').on(t.createdAt).where(sql`${t.logName} = 'Opportunity' and ${t.event} = 'won'`),
  ],
);
