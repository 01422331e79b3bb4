import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { Schemas } from '../contract.js';
import { createdAt, updatedAt } from '../db/columns.js';
import type { Language } from '../types.js';
import { users } from '../auth/schema.js';

export type OutboxStatus = Schemas['OutboxStatus'];


export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    toEmail: text('to_email').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    template: text('template').notNull(),
    language: text('language').$type<Language>().notNull(),
    status: text('status').$type<OutboxStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** The admin's own words added to this mail (issue 26 §3); null when none. */
    personalMessage: text('personal_message'),
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`to_email || ' ' || subject`),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_created_at_idx').on(t.createdAt, t.id),
    index('outbox_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    check('outbox_status_check', sql`${t.status} in ('queued', 'sent', 'stored', 'failed')`),
    check('outbox_language_check', sql`${t.language} in ('sv', 'en')`),
  ],
);


/**
 * The texts every mail is written from: one row per mail the portal sends, in Swedish and
 * English. `{{name}}` placeholders are replaced by HTML-escaped values when a mail is written.
 */
export const emailTemplates = pgTable('email_templates', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique('email_templates_name_key'),
  subjectSv: text('subject_sv').notNull(),
  subjectEn: text('subject_en').notNull(),
  messageSv: text('message_sv').notNull(),
  messageEn: text('message_en').notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
