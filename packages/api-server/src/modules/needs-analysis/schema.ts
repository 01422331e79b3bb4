import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { Schemas } from '../../core/contract.js';
import { createdAt, updatedAt } from '../../core/db/columns.js';
import { opportunities } from '../opportunities/schema.js';

export type AnswerType = Schemas['NeedsAnswerType'];
export type NeedsOption = Schemas['NeedsOption'];
export type AnswerValue = Schemas['NeedsAnswerValue'];

/**
 * The needs-analysis questions asked about every opportunity (SPEC §3): data the admins edit, in
 * both languages, each with its answer type. A dropdown's options carry a stable `key` (answers
 * store keys, so options may be renamed or reordered) and a maximum number to choose. A question
 * that has answers is made inactive rather than deleted: old answers keep their question.
 */
export const needsQuestions = pgTable(
  'needs_questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    questionSv: text('question_sv').notNull(),
    questionEn: text('question_en').notNull(),
    answerType: text('answer_type').$type<AnswerType>().notNull(),
    options: jsonb('options').$type<NeedsOption[]>().notNull().default([]),
    maxSelectable: integer('max_selectable'),
    position: integer('position').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('needs_questions_position_idx').on(t.position, t.id),
    check('needs_questions_answer_type_check', sql`${t.answerType} in ('text', 'yes_no', 'number', 'date', 'dropdown')`),
    // Only a dropdown chooses, and it chooses at least one.
    check('needs_questions_max_selectable_check', sql`(${t.answerType} = 'dropdown') = (${t.maxSelectable} is not null) and ${t.maxSelectable} >= 1`),
  ],
);

/** One opportunity's answer to one question: text, yes/no, a number, a date or the chosen option keys. */
export const opportunityAnswers = pgTable(
  'opportunity_answers',
  {
    opportunityId: integer('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => needsQuestions.id, { onDelete: 'restrict' }),
    value: jsonb('value').$type<AnswerValue>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.opportunityId, t.questionId] }), index('opportunity_answers_question_id_idx').on(t.questionId)],
);
