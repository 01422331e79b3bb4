import {
  index,
  integer,
  pgTable,
  text,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../core/db/columns.js';
import { accounts } from '../accounts/schema.js';
import { contacts } from '../contacts/schema.js';


/**
 * The opportunity a task or note may relate to. Only its name exists yet: the opportunity
 * pipeline (owner, customer, bidders …) arrives with its own issue and extends this table.
 */
export const opportunities = pgTable(
  'opportunities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'restrict' }),
    contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Deleting an account or contact counts its opportunities.
  (t) => [index('opportunities_account_id_idx').on(t.accountId), index('opportunities_contact_id_idx').on(t.contactId)],
);
