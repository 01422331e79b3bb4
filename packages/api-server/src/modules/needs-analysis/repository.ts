// The needs analysis's SQL: the question set and each opportunity's answers.
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client.js';
import { opportunities } from '../opportunities/schema.js';
import { needsQuestions, opportunityAnswers, type AnswerValue } from './schema.js';

export type QuestionRow = typeof needsQuestions.$inferSelect;
export type QuestionValues = Pick<typeof needsQuestions.$inferInsert, 'questionSv' | 'questionEn' | 'answerType' | 'options' | 'maxSelectable' | 'active'>;

/** Of the questions given, those some opportunity has answered. */
export async function answeredIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: opportunityAnswers.questionId })
    .from(opportunityAnswers)
    .where(inArray(opportunityAnswers.questionId, ids));
  return new Set(rows.map((row) => row.id));
}

export function listQuestions(db: Db, includeInactive: boolean): Promise<QuestionRow[]> {
  return db
    .select()
    .from(needsQuestions)
    .where(includeInactive ? undefined : eq(needsQuestions.active, true))
    .orderBy(asc(needsQuestions.position), asc(needsQuestions.id));
}

/** A new question, last in the order unless a position is given. */
export async function insertQuestion(db: Db, values: QuestionValues & { position: number | undefined }): Promise<QuestionRow> {
  const [row] = await db
    .insert(needsQuestions)
    .values({ ...values, position: values.position ?? sql`(select coalesce(max(position), 0) + 1 from needs_questions)` })
    .returning();
  return row!;
}

/** Option keys the answers to a question use. */
export async function keysInUse(db: Db, questionId: number): Promise<Set<string>> {
  const rows = await db
    .select({ key: sql<string>`jsonb_array_elements_text(${opportunityAnswers.value})` })
    .from(opportunityAnswers)
    .where(and(eq(opportunityAnswers.questionId, questionId), sql`jsonb_typeof(${opportunityAnswers.value}) = 'array'`));
  return new Set(rows.map((row) => row.key));
}

export async function lockQuestion(db: Db, id: number): Promise<QuestionRow | undefined> {
  const [row] = await db.select().from(needsQuestions).where(eq(needsQuestions.id, id)).for('update');
  return row;
}

export async function updateQuestionRow(db: Db, id: number, values: QuestionValues & { position: number }): Promise<QuestionRow> {
  const [row] = await db
    .update(needsQuestions)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(needsQuestions.id, id))
    .returning();
  return row!;
}

export async function answerCount(db: Db, questionId: number): Promise<number> {
  const [used] = await db.select({ n: count() }).from(opportunityAnswers).where(eq(opportunityAnswers.questionId, questionId));
  return used?.n ?? 0;
}

export async function deleteQuestionRow(db: Db, id: number): Promise<void> {
  await db.delete(needsQuestions).where(eq(needsQuestions.id, id));
}

/** Every active or answered question with this opportunity's answer, in the question order. */
export function answerRows(db: Db, opportunityId: number): Promise<{ question: QuestionRow; value: AnswerValue | null }[]> {
  return db
    .select({ question: needsQuestions, value: opportunityAnswers.value })
    .from(needsQuestions)
    .leftJoin(opportunityAnswers, and(eq(opportunityAnswers.questionId, needsQuestions.id), eq(opportunityAnswers.opportunityId, opportunityId)))
    .where(sql`${needsQuestions.active} or ${opportunityAnswers.questionId} is not null`)
    .orderBy(asc(needsQuestions.position), asc(needsQuestions.id));
}

export async function opportunityExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: opportunities.id }).from(opportunities).where(eq(opportunities.id, id));
  return row !== undefined;
}

/** The opportunity whose answers change, locked until the transaction ends. */
export async function lockOpportunity(db: Db, id: number) {
  const [row] = await db
    .select({ id: opportunities.id, name: opportunities.name, status: opportunities.status, accountId: opportunities.accountId })
    .from(opportunities)
    .where(eq(opportunities.id, id))
    .for('update');
  return row;
}

export function questionsByIds(db: Db, ids: number[]): Promise<QuestionRow[]> {
  return ids.length === 0 ? Promise.resolve([]) : db.select().from(needsQuestions).where(inArray(needsQuestions.id, ids));
}

/** The opportunity's answers replaced, and the opportunity touched. */
export async function replaceAnswers(db: Db, opportunityId: number, values: { questionId: number; value: AnswerValue }[]): Promise<void> {
  await db.delete(opportunityAnswers).where(eq(opportunityAnswers.opportunityId, opportunityId));
  if (values.length > 0) await db.insert(opportunityAnswers).values(values.map((value) => ({ opportunityId, ...value })));
  await db.update(opportunities).set({ updatedAt: sql`now()` }).where(eq(opportunities.id, opportunityId));
}
