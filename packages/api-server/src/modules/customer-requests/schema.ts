// What a customer writes through the request page (their `customer_request` link): a question to
// the intermediary, or "none of these venues suits us" with a reason. Each also becomes a note
// the admin reads on the opportunity.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../core/db/columns.js';
import { leads } from '../leads/schema.js';
import { notes } from '../notes/schema.js';
import { opportunities } from '../opportunities/schema.js';
import { presentations } from '../presentations/schema.js';

export const CUSTOMER_MESSAGE_KINDS = ['question', 'none_suits'] as const;
export type CustomerMessageKind = (typeof CUSTOMER_MESSAGE_KINDS)[number];

export const customerMessages = pgTable(
  'customer_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<CustomerMessageKind>().notNull(),
    leadId: integer('lead_id').references(() => leads.id, { onDelete: 'cascade' }),
    opportunityId: integer('opportunity_id').references(() => opportunities.id, { onDelete: 'cascade' }),
    /** For "none suits": the presentation the customer turned down (once per presentation). */
    presentationId: integer('presentation_id').references(() => presentations.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    noteId: integer('note_id').references(() => notes.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('customer_messages_opportunity_idx').on(t.opportunityId, t.createdAt),
    index('customer_messages_lead_idx').on(t.leadId, t.createdAt),
    uniqueIndex('customer_messages_none_suits_key').on(t.presentationId).where(sql`${t.kind} = 'none_suits'`),
    check('customer_messages_kind_check', sql`${t.kind} in ('question', 'none_suits')`),
    check('customer_messages_subject_check', sql`${t.leadId} is not null or ${t.opportunityId} is not null`),
  ],
);
