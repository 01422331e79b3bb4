// Capability links (PIPELINE.md "Public links"): what a token mailed to a venue or a customer
// may do. Only the SHA-256 of a token is stored.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns.js';
import { users } from '../auth/schema.js';

/**
 * What a link lets its holder do. A new purpose is added here and to the check constraint
 * of `capability_links` (a migration).
 */
export const LINK_PURPOSES = [
  /** A venue answers a quote request. */
  'quote_answer',
  /** A customer sees the presentation of the offers for an opportunity. */
  'presentation_view',
  /** A venue answers (confirms or declines) a preliminary booking. */
  'preliminary_booking_answer',
  /** A venue reports the outcome of an event for the commission. */
  'commission_report',
  /** A customer follows their request (lead, then opportunity): its stage, a question, "none suits". */
  'customer_request',
] as const;
export type LinkPurpose = (typeof LINK_PURPOSES)[number];

/** How an opening of a link turned out; every opening of a known token is logged. */
export type LinkOpenOutcome = 'ok' | 'expired' | 'revoked' | 'wrong_purpose';

export const capabilityLinks = pgTable(
  'capability_links',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    purpose: text('purpose').$type<LinkPurpose>().notNull(),
    /** The record the link is about, e.g. `quote` 17. */
    subjectType: text('subject_type').notNull(),
    subjectId: integer('subject_id').notNull(),
    /** SHA-256 (hex) of the token; the token itself is only ever in the mail. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
    openCount: integer('open_count').notNull().default(0),
  },
  (t) => [
    unique('capability_links_token_hash_key').on(t.tokenHash),
    index('capability_links_subject_idx').on(t.subjectType, t.subjectId, t.purpose),
    check(
      'capability_links_purpose_check',
      sql`${t.purpose} in ('quote_answer', 'presentation_view', 'preliminary_booking_answer', 'commission_report', 'customer_request')`,
    ),
  ],
);

/** One row per opening of a known token, successful or not (expired, revoked, other purpose). */
export const capabilityLinkOpens = pgTable(
  'capability_link_opens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    linkId: bigint('link_id', { mode: 'number' })
      .notNull()
      .references(() => capabilityLinks.id, { onDelete: 'cascade' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    outcome: text('outcome').$type<LinkOpenOutcome>().notNull(),
    ip: text('ip'),
    /** Truncated to 512 characters. */
    userAgent: text('user_agent'),
  },
  (t) => [
    index('capability_link_opens_link_id_idx').on(t.linkId, t.openedAt),
    check('capability_link_opens_outcome_check', sql`${t.outcome} in ('ok', 'expired', 'revoked', 'wrong_purpose')`),
  ],
);
