import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  text,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../core/db/columns.js';
import { accounts } from '../accounts/schema.js';
import { contacts } from '../contacts/schema.js';
import { users } from '../../core/auth/schema.js';
import { opportunities } from '../opportunities/schema.js';


export const notes = pgTable(
  'notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subject: text('subject').notNull(),
    contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'restrict' }),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'restrict' }),
    opportunityId: integer('opportunity_id').references(() => opportunities.id, { onDelete: 'restrict' }),
    comment: text('comment'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(subject || ' ' || coalesce(comment, ''))`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('notes_subject_idx').on(t.subject, t.id),
    index('notes_created_at_idx').on(t.createdAt, t.id),
    index('notes_contact_id_idx').on(t.contactId),
    index('notes_account_id_idx').on(t.accountId, t.createdAt, t.id),
    index('notes_opportunity_id_idx').on(t.opportunityId),
    index('notes_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);
