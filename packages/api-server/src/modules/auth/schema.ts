import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { AnswerOf } from '../../core/contract.js';
import { createdAt } from '../../core/db/columns.js';
import { users } from '../../core/auth/schema.js';

export type PasswordTokenPurpose = AnswerOf<'getPasswordLink'>['data']['purpose'];


/**
 * Failed logins (and wrong current passwords) per e-mail address and client (`ip` holds the
 * client's key: an IPv4 address or an IPv6 /64); shared by every API replica.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    ip: text('ip'),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_attempts_email_attempted_at_idx').on(t.email, t.attemptedAt)],
);

export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<PasswordTokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('password_tokens_token_hash_key').on(t.tokenHash),
    index('password_tokens_user_id_idx').on(t.userId),
    check('password_tokens_purpose_check', sql`${t.purpose} in ('reset', 'set')`),
  ],
);
