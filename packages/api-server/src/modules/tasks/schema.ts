import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { Schemas } from '../../core/contract.js';
import { createdAt, updatedAt } from '../../core/db/columns.js';
import { accounts } from '../accounts/schema.js';
import { contacts } from '../contacts/schema.js';
import { users } from '../../core/auth/schema.js';
import { opportunities } from '../opportunities/schema.js';

export type TaskPriority = Schemas['TaskPriority'];

export type TaskStatus = Schemas['TaskStatus'];


export const tasks = pgTable(
  'tasks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subject: text('subject').notNull(),
    assignedTo: integer('assigned_to')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    dueDate: date('due_date', { mode: 'string' }),
    contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'restrict' }),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'restrict' }),
    opportunityId: integer('opportunity_id').references(() => opportunities.id, { onDelete: 'restrict' }),
    priority: text('priority').$type<TaskPriority>().notNull().default('normal'),
    status: text('status').$type<TaskStatus>().notNull().default('not_started'),
    reminderAt: timestamp('reminder_at', { withTimezone: true }),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    comment: text('comment'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(subject || ' ' || coalesce(comment, ''))`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('tasks_priority_check', sql`${t.priority} in ('low', 'normal', 'high')`),
    check('tasks_status_check', sql`${t.status} in ('not_started', 'in_progress', 'completed', 'deferred')`),
    index('tasks_due_date_idx').on(t.dueDate, t.id),
    index('tasks_assigned_to_due_date_idx').on(t.assignedTo, t.dueDate, t.id),
    index('tasks_status_due_date_idx').on(t.status, t.dueDate, t.id),
    index('tasks_subject_idx').on(t.subject, t.id),
    index('tasks_created_at_idx').on(t.createdAt, t.id),
    index('tasks_contact_id_idx').on(t.contactId),
    index('tasks_account_id_idx').on(t.accountId),
    index('tasks_opportunity_id_idx').on(t.opportunityId),
    index('tasks_reminder_due_idx').on(t.reminderAt).where(sql`reminder_sent_at is null and reminder_at is not null`),
    index('tasks_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // The list's sort by priority (src/repositories/tasks.ts uses the same expression).
    index('tasks_priority_rank_idx').on(sql`(case ${t.priority} when 'high' then 3 when 'normal' then 2 else 1 end)`, t.id),
    // Counting "my open tasks" reads this index instead of every task.
    index('tasks_assigned_to_status_idx').on(t.assignedTo, t.status),
  ],
);
