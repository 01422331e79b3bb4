import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  text,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../core/db/columns.js';
import { accounts } from '../accounts/schema.js';

export const contacts = pgTable(
  'contacts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id').references((): AnyPgColumn => accounts.id, { onDelete: 'restrict' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    mobilePhone: text('mobile_phone'),
    role: text('role'),
    company: text('company'),
    address: text('address'),
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(first_name || ' ' || last_name || ' ' || coalesce(email, '') || ' ' || coalesce(company, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(mobile_phone, ''))`,
      ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('contacts_account_id_idx').on(t.accountId, t.id),
    index('contacts_name_idx').on(t.lastName, t.firstName, t.id),
    index('contacts_company_idx').on(t.company, t.id),
    index('contacts_email_idx').on(t.email, t.id),
    index('contacts_created_at_idx').on(t.createdAt, t.id),
    index('contacts_email_lower_idx').on(sql`lower(${t.email})`),
    index('contacts_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);
