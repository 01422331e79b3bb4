import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../db/columns.js';
import type { Language, Role } from '../types.js';
import { accounts } from '../../modules/accounts/schema.js';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: smallint('role').$type<Role>().notNull(),
    phone: text('phone'),
    mobilePhone: text('mobile_phone'),
    address: text('address'),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    language: text('language').$type<Language>().notNull().default('sv'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_account_id_idx').on(t.accountId),
    check('users_role_check', sql`${t.role} in (1, 2, 3)`),
    check('users_language_check', sql`${t.language} in ('sv', 'en')`),
  ],
);

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [unique('auth_tokens_token_hash_key').on(t.tokenHash), index('auth_tokens_user_id_idx').on(t.userId)],
);
